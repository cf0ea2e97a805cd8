import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { looksLikeMessage } from '../modules/ingest/message-headers.js';
import type { IngestDeps } from '../modules/ingest/receive-message.js';
import { receiveMessage } from '../modules/ingest/receive-message.js';
import { findMailboxByLocalPart, type MailboxRow } from '../modules/mailboxes/mailboxes.repository.js';

export interface SmtpReceiverOptions {
  port: number;
  host: string;
  inboundDomain: string;
  maxMessageBytes: number;
  logger: Logger;
}

/** An SMTP error with its reply code; smtp-server sends `responseCode` and the message. */
function smtpError(responseCode: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode });
}

/** The mailbox an address belongs to, when it is at the inbound domain. */
async function mailboxOf(deps: IngestDeps, inboundDomain: string, address: string): Promise<MailboxRow | null> {
  const at = address.lastIndexOf('@');
  if (at < 1) return null;
  if (address.slice(at + 1).toLowerCase() !== inboundDomain) return null;
  return findMailboxByLocalPart(deps.db, address.slice(0, at));
}

async function readStream(stream: SMTPServerDataStream, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    // Past the limit the rest is drained but not kept.
    if (size <= limit) chunks.push(chunk);
  }
  return stream.sizeExceeded || size > limit ? null : Buffer.concat(chunks, size);
}

/** The mailbox of each recipient accepted in a session, so a message's data does not look them up again. */
const sessionMailboxes = new WeakMap<object, Map<string, MailboxRow>>();

function acceptedMailboxes(session: object): Map<string, MailboxRow> {
  let found = sessionMailboxes.get(session);
  if (!found) {
    found = new Map();
    sessionMailboxes.set(session, found);
  }
  return found;
}

/** The inbound SMTP server: 550 for unknown recipients, 552 over the size limit, 250 once stored durably. */
export function createSmtpReceiver(deps: IngestDeps, options: SmtpReceiverOptions) {
  const server = new SMTPServer({
    name: options.inboundDomain,
    banner: 'Tripline inbound',
    size: options.maxMessageBytes,
    authOptional: true,
    // The built-in certificate has expired, and inbound mail needs no authentication.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom(_address, session, callback) {
      // A new transaction on the connection: its recipients are looked up afresh.
      sessionMailboxes.delete(session);
      callback();
    },
    onRcptTo(address, session, callback) {
      mailboxOf(deps, options.inboundDomain, address.address).then(
        (mailbox) => {
          if (mailbox) acceptedMailboxes(session).set(address.address, mailbox);
          callback(mailbox ? undefined : smtpError(550, `5.1.1 <${address.address}>: no such mailbox here`));
        },
        (error: unknown) => {
          options.logger.error({ err: error }, 'mailbox lookup failed');
          callback(smtpError(451, '4.3.0 Temporary failure, try again later'));
        },
      );
    },
    onData(stream, session, callback) {
      (async () => {
        const raw = await readStream(stream, options.maxMessageBytes);
        if (!raw) throw smtpError(552, `5.3.4 Message exceeds the limit of ${options.maxMessageBytes} bytes`);
        if (!looksLikeMessage(raw)) throw smtpError(550, '5.6.0 Not an RFC 5322 message: no header block found');
        const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : null;
        const ids: string[] = [];
        for (const recipient of session.envelope.rcptTo) {
          // Found when the recipient was accepted; looked up again only if the transaction lost it.
          const mailbox =
            acceptedMailboxes(session).get(recipient.address) ??
            (await mailboxOf(deps, options.inboundDomain, recipient.address));
          if (!mailbox) continue;
          ids.push(
            (await receiveMessage(deps, { mailbox, raw, via: 'smtp', envelopeFrom, recipient: recipient.address })).id,
          );
        }
        return ids;
      })().then(
        (ids) => callback(null, `2.0.0 Stored as ${ids.join(', ')}`),
        (error: Error & { responseCode?: number }) => {
          if (error.responseCode) return callback(error);
          options.logger.error({ err: error }, 'storing an inbound message failed');
          callback(smtpError(451, '4.3.0 Could not store the message, try again later'));
        },
      );
    },
  });
  server.on('error', (error) => options.logger.error({ err: error }, 'SMTP server error'));

  return {
    /** Listens; resolves with the port (useful when given 0). */
    listen: () =>
      new Promise<number>((resolve, reject) => {
        server.server.once('error', reject);
        server.listen(options.port, options.host, () => resolve((server.server.address() as AddressInfo).port));
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
