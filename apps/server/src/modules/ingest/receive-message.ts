import type { Logger } from 'pino';
import type { BlobStore } from '../../blobs/blob-store.js';
import type { Db } from '../../db/client.js';
import { type ReceivedEmail, recordReceived } from '../emails/email-lifecycle.js';
import type { MailboxRow } from '../mailboxes/mailboxes.repository.js';
import { readMessageHeaders } from './message-headers.js';
import type { ParseQueueSignal } from './parse-queue.js';

/** What receiving needs: the database, the blob store and the parse queue, which it wakes. */
export interface IngestDeps {
  db: Db;
  blobs: BlobStore;
  work: ParseQueueSignal;
  logger?: Logger;
}

/**
 * Originals up to this size are kept with their row, in the statement that stores it (decision 036); larger ones
 * go to the blob store first.
 */
export const ORIGINAL_IN_DATABASE_MAX_BYTES = 1024 * 1024;
/** The inline originals one group commit carries at most. */
const GROUP_COMMIT_MAX_BYTES = 16 * 1024 * 1024;

export interface IncomingMessage {
  mailbox: MailboxRow;
  raw: Buffer;
  via: 'smtp' | 'http' | 'imap';
  envelopeFrom?: string | null;
  /** The address it was delivered to: the SMTP recipient (RCPT TO), or the account an IMAP integration reads. */
  recipient?: string | null;
  /** When it arrived, when that is not now: the demo's mail history of a year. */
  receivedAt?: Date;
}

/** Where an email's original is kept. */
export function emailBlobKey(id: string, at: Date): string {
  const day = at.toISOString().slice(0, 10).replace(/-/g, '/');
  return `emails/${day}/${id}.eml`;
}

interface GroupCommit {
  rows: { row: ReceivedEmail; resolve(): void; reject(error: unknown): void }[];
  /** The statement running now; rows arriving meanwhile wait for it, then go together. */
  running: Promise<void> | null;
}

/** Rows waiting to be stored, per database. */
const groupCommits = new WeakMap<Db, GroupCommit>();

/**
 * Stores the email rows (with their `received` events) of every message arriving meanwhile in one statement (group
 * commit): while one such statement runs, the next messages gather behind it. Each caller's promise resolves once its
 * row is committed, so acceptance still waits for durability (decision 009). Should the statement fail, each row is
 * stored on its own, so one bad row refuses only its own message.
 */
function storeReceived(db: Db, row: ReceivedEmail): Promise<void> {
  let group = groupCommits.get(db);
  if (!group) {
    group = { rows: [], running: null };
    groupCommits.set(db, group);
  }
  const current = group;
  return new Promise<void>((resolve, reject) => {
    current.rows.push({ row, resolve, reject });
    if (!current.running) current.running = flushReceived(db, current);
  });
}

async function flushReceived(db: Db, group: GroupCommit): Promise<void> {
  // Let the messages finishing in this turn of the event loop join the first statement too.
  await new Promise((resolve) => setImmediate(resolve));
  while (group.rows.length > 0) {
    const batch = takeBatch(group.rows);
    try {
      await recordReceived(
        db,
        batch.map((entry) => entry.row),
      );
      for (const entry of batch) entry.resolve();
    } catch (error) {
      if (batch.length === 1) batch[0]?.reject(error);
      else for (const entry of batch) await recordReceived(db, [entry.row]).then(entry.resolve, entry.reject);
    }
  }
  group.running = null;
}

/** The next rows of a group commit: at most 200, with at most GROUP_COMMIT_MAX_BYTES of originals (always one). */
function takeBatch<T extends { row: ReceivedEmail }>(rows: T[]): T[] {
  let count = 0;
  let bytes = 0;
  while (count < rows.length && count < 200) {
    bytes += rows[count]?.row.raw?.length ?? 0;
    if (count > 0 && bytes > GROUP_COMMIT_MAX_BYTES) break;
    count += 1;
  }
  return rows.splice(0, count);
}

/**
 * Stores a message durably (the original with its row, or a large one in the blob store first), records the email
 * with its first event, and wakes the parse queue. When this resolves the message is safe: the caller may answer
 * 250 or 202; the email waits as `received` until a parse takes it (decision 036).
 */
export async function receiveMessage(deps: IngestDeps, message: IncomingMessage): Promise<{ id: string }> {
  const id = crypto.randomUUID();
  const receivedAt = message.receivedAt ?? new Date();
  const isInline = message.raw.length <= ORIGINAL_IN_DATABASE_MAX_BYTES;
  const blobKey = isInline ? null : emailBlobKey(id, receivedAt);
  if (blobKey) await deps.blobs.put(blobKey, message.raw);
  const headers = readMessageHeaders(message.raw);
  const values = {
    id,
    teamId: message.mailbox.teamId,
    mailboxId: message.mailbox.id,
    via: message.via,
    blobKey,
    raw: isInline ? message.raw : null,
    sizeBytes: message.raw.length,
    envelopeFrom: message.envelopeFrom?.toLowerCase() || null,
    fromAddress: headers.from ?? (message.envelopeFrom?.toLowerCase() || null),
    toAddress: message.recipient?.toLowerCase() ?? headers.to ?? null,
    subject: headers.subject,
    messageId: headers.messageId,
  };
  // Stored with the other messages arriving now: one statement for all of them (the email and its first event).
  await storeReceived(deps.db, { ...values, receivedAt, eventData: { via: message.via, size: message.raw.length } });
  deps.work.emailsReceived();
  return { id };
}
