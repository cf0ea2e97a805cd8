import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { REPO_ROOT } from './server';

/** A real booking email of the extraction samples, as raw RFC 822 bytes. */
export function sampleMessage(sample: string): Buffer {
  return readFileSync(join(REPO_ROOT, 'packages/extract/samples', sample, 'input.eml'));
}

/** Delivers a raw message to an address over SMTP on 127.0.0.1, as a mail server forwarding it would. */
export async function sendRawMail(smtpPort: number, to: string, raw: Buffer, from = 'noreply@booking.com') {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true });
  try {
    return await transport.sendMail({ envelope: { from, to: [to] }, raw });
  } finally {
    transport.close();
  }
}
