import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from '../blobs/private-files.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/** Mail through SMTP_URL when set; otherwise each message is written as .eml under DATA_DIR/outbox and logged. */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  dataDir: string;
  from: string;
  logger: Logger;
}): Mailer {
  const { smtpUrl, dataDir, from, logger } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from, ...mail });
        logger.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }
  const outbox = join(dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      await mkdir(outbox, { recursive: true, mode: PRIVATE_FOLDER_MODE });
      const file = join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message as Buffer, { mode: PRIVATE_FILE_MODE });
      logger.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox');
    },
  };
}
