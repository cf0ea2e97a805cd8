import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.js';

const logger = pino({ level: 'silent' });
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const mail = { to: 'traveler@example.test', subject: 'Reset your Tripline password', text: 'Open this link.' };

describe('mailer', () => {
  it('writes each message as an .eml file in DATA_DIR/outbox without SMTP_URL', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tripline-mail-'));
    dirs.push(dataDir);
    await createMailer({ dataDir, from: 'Tripline <no-reply@tripline.test>', logger }).send(mail);
    const files = await readdir(join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const parsed = await simpleParser(await readFile(join(dataDir, 'outbox', files[0] as string)));
    expect(parsed.subject).toBe(mail.subject);
    expect(parsed.text?.trim()).toBe(mail.text);
  });

  it('delivers through SMTP_URL when it is set', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    try {
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
        dataDir: '/nonexistent',
        from: 'Tripline <no-reply@tripline.test>',
        logger,
      });
      await mailer.send(mail);
      expect(received).toHaveLength(1);
      const parsed = await simpleParser(received[0] as string);
      expect(parsed.subject).toBe(mail.subject);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
