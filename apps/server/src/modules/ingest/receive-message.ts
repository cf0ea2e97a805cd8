import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { BlobStore } from '../../blobs/blob-store.js';
import type { Db } from '../../db/client.js';
import { emailEvents, emails } from '../../db/schema.js';
import type { JobSender } from '../../jobs/define-job.js';
import { parseEmailJob } from '../../jobs/definitions/parse-email.js';
import type { MailboxRow } from '../mailboxes/mailboxes.repository.js';
import { readMessageHeaders } from './message-headers.js';

/** What receiving needs: the database, the blob store and the job queue. */
export interface IngestDeps {
  db: Db;
  blobs: BlobStore;
  jobs: JobSender;
  logger?: Logger;
}

export interface IncomingMessage {
  mailbox: MailboxRow;
  raw: Buffer;
  via: 'smtp' | 'http' | 'imap';
  envelopeFrom?: string | null;
  /** The recipient it was addressed to (SMTP RCPT TO). */
  recipient?: string | null;
}

/** Where an email's original is kept. */
export function emailBlobKey(id: string, at: Date): string {
  const day = at.toISOString().slice(0, 10).replace(/-/g, '/');
  return `emails/${day}/${id}.eml`;
}

/**
 * Stores a message durably, then records the email with its first event and queues its parse.
 * When this resolves the message is safe: the caller may answer 250 or 202.
 */
export async function receiveMessage(deps: IngestDeps, message: IncomingMessage): Promise<{ id: string }> {
  const id = crypto.randomUUID();
  const receivedAt = new Date();
  const blobKey = emailBlobKey(id, receivedAt);
  // The headers are read while the original is being written and fsynced.
  const [headers] = await Promise.all([
    readMessageHeaders(message.raw).catch(() => null),
    deps.blobs.put(blobKey, message.raw),
  ]);
  const values = {
    id,
    teamId: message.mailbox.teamId,
    mailboxId: message.mailbox.id,
    via: message.via,
    blobKey,
    sizeBytes: message.raw.length,
    envelopeFrom: message.envelopeFrom?.toLowerCase() || null,
    fromAddress: headers?.from ?? (message.envelopeFrom?.toLowerCase() || null),
    toAddress: message.recipient?.toLowerCase() ?? headers?.to ?? null,
    subject: headers?.subject ?? null,
    messageId: headers?.messageId ?? null,
  };
  const eventData = JSON.stringify({ via: message.via, size: message.raw.length });
  // The email and its first event in one statement: atomic, and one round trip instead of a transaction's four.
  await deps.db.execute(sql`
    with inserted as (
      insert into ${emails} (id, team_id, mailbox_id, via, blob_key, size_bytes, envelope_from, from_address,
        to_address, subject, message_id, received_at, created_at, updated_at)
      values (${values.id}, ${values.teamId}, ${values.mailboxId}, ${values.via}, ${values.blobKey},
        ${values.sizeBytes}, ${values.envelopeFrom}, ${values.fromAddress}, ${values.toAddress}, ${values.subject},
        ${values.messageId}, ${receivedAt}, ${receivedAt}, ${receivedAt})
      returning id
    )
    insert into ${emailEvents} (id, email_id, type, data, created_at)
    select ${crypto.randomUUID()}, id, 'received', ${eventData}::jsonb, clock_timestamp() from inserted`);
  // A crash before this send leaves the email 'received'; the worker re-queues those when it starts.
  await deps.jobs.send(parseEmailJob, { emailId: id });
  return { id };
}
