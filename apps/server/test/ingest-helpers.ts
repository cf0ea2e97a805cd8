import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pino from 'pino';
import { blobStoreOf } from '../src/blobs/configured-blob-store.js';
import { REPO_ROOT } from '../src/config.js';
import type { EmailExtractor } from '../src/modules/ingest/extract-pool.js';
import { parseStoredEmail } from '../src/modules/ingest/parse-email.js';
import type { Client, TestApp } from './test-app.js';

/** The raw .eml of an extraction sample. */
export function sampleEmail(name: string): Promise<Buffer> {
  return readFile(join(REPO_ROOT, 'packages/extract/samples', name, 'input.eml'));
}

/** What a forward says beside the booking it carries, and any more parts it attaches after it. */
interface ForwardOptions {
  to?: string;
  subject?: string;
  note?: string;
  /** MIME parts (headers, blank line, body) attached after the booking. */
  moreParts?: string[];
}

/** Wraps a message as a forward: the forwarder's email carrying the original as a message/rfc822 attachment. */
export function forwardAsAttachment(original: Buffer, forwarder: string, options: ForwardOptions = {}): Buffer {
  const {
    to = 'trips@inbound.localhost',
    subject = 'Fwd: my booking',
    note = 'See the booking attached.',
    moreParts = [],
  } = options;
  const boundary = 'fwd-boundary-7f3a';
  return Buffer.concat([
    Buffer.from(
      [
        `From: ${forwarder}`,
        `To: ${to}`,
        `Subject: ${subject}`,
        'Date: Mon, 03 Feb 2025 10:00:00 +0100',
        'MIME-Version: 1.0',
        `Content-Type: multipart/mixed; boundary="${boundary}"`,
        '',
        `--${boundary}`,
        'Content-Type: text/plain; charset=utf-8',
        '',
        note,
        `--${boundary}`,
        'Content-Type: message/rfc822',
        'Content-Disposition: attachment; filename="booking.eml"',
        '',
        '',
      ].join('\r\n'),
    ),
    original,
    Buffer.from(['', ...moreParts.flatMap((part) => [`--${boundary}`, part]), `--${boundary}--`, ''].join('\r\n')),
  ]);
}

/**
 * A forward carrying the original as message/rfc822 and a scanned document of `scanBytes` random bytes (base64,
 * so the message is a third larger): a message far over the size kept beside its row.
 */
export function forwardWithScan(original: Buffer, forwarder: string, scanBytes: number): Buffer {
  const scan = randomBytes(scanBytes).toString('base64').replace(/.{76}/g, '$&\r\n');
  const scanPart = [
    'Content-Type: application/pdf; name="scan.pdf"',
    'Content-Disposition: attachment; filename="scan.pdf"',
    'Content-Transfer-Encoding: base64',
    '',
    scan,
  ].join('\r\n');
  return forwardAsAttachment(original, forwarder, {
    subject: 'Fwd: my booking, with the scan',
    note: 'The booking and its scan.',
    moreParts: [scanPart],
  });
}

/** Creates a mailbox through the API and returns it. */
export async function createMailbox(
  client: Client,
  type: 'dev' | 'org',
  teamId: string,
): Promise<{ id: string; address: string; local_part: string }> {
  const base = `/api/${type === 'dev' ? 'developers' : 'orgs'}/${teamId}/mailboxes`;
  const response = await client.post(base, { name: 'Inbound' });
  if (response.statusCode !== 201) throw new Error(`mailbox creation failed: ${response.body}`);
  return response.json().data;
}

/** Uploads a raw message to a mailbox over HTTP as the given client. */
export function uploadMessage(
  client: Client,
  type: 'dev' | 'org',
  teamId: string,
  mailboxId: string,
  raw: Buffer,
  headers: Record<string, string> = {},
) {
  return client.request({
    method: 'POST',
    url: `/api/${type === 'dev' ? 'developers' : 'orgs'}/${teamId}/mailboxes/${mailboxId}/messages`,
    headers: { 'content-type': 'message/rfc822', ...headers },
    payload: raw,
  });
}

/** Parses an email as the parse queue would, with the test app's blob store and work signals. */
export function runParse(t: TestApp, emailId: string, extract?: EmailExtractor): Promise<void> {
  return parseStoredEmail(
    {
      db: t.database.db,
      blobs: blobStoreOf(t.config),
      deliveries: t.work,
      logger: pino({ level: 'silent' }),
      extract,
    },
    emailId,
  );
}
