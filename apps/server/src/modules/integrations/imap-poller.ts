import type { ImapFlow } from 'imapflow';
import type { Logger } from 'pino';
import { decryptSecret } from '../applications/secret-box.js';
import { type IngestDeps, receiveMessage } from '../ingest/receive-message.js';
import { describeImapError, type ImapTarget, imapClient } from './imap-connection.js';
import {
  claimPollLease,
  findIntegration,
  findMailboxById,
  finishPoll,
  type ImapIntegrationRow,
  storedImapMessageIds,
  updateIntegration,
} from './integrations.repository.js';

/** At most this many messages are stored per poll; the next poll goes on where this one stopped. */
const MESSAGES_PER_POLL = 200;
/** A poll holds its lease this long at most (a crashed poller's lease runs out). */
const LEASE_SECONDS = 300;

export interface PollDeps extends IngestDeps {
  encryptionKey: Buffer;
  /** IMAP servers on loopback or private addresses may be reached (ALLOW_PRIVATE_NETWORK_TARGETS). */
  allowPrivateNetworkTargets: boolean;
  logger?: Logger;
}

export type PollOutcome = { stored: number; error: string | null; busy?: boolean };

export function imapTarget(row: ImapIntegrationRow, encryptionKey: Buffer): ImapTarget {
  return {
    host: row.host,
    port: row.port,
    tls: row.tls,
    username: row.username,
    password: decryptSecret(encryptionKey, row.passwordEncrypted),
    folder: row.folder,
  };
}

/** Signs in and reads the folder's size without touching anything: the "test connection" of the console. */
export async function checkImapConnection(target: ImapTarget, allowPrivate: boolean): Promise<{ messages: number }> {
  const client = await imapClient(target, allowPrivate);
  client.on('error', () => {});
  try {
    await client.connect();
    const status = await client.status(target.folder, { messages: true });
    await client.logout();
    return { messages: status ? (status.messages ?? 0) : 0 };
  } finally {
    client.close();
  }
}

/** The address of the account an integration reads, when its user name is one: the mail was delivered to it. */
function accountAddress(username: string): string | null {
  return /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(username) ? username : null;
}

/**
 * Fetches the messages above the last stored UID and hands each to receiveMessage for the target mailbox,
 * recording each UID only once its message is stored, so a crash mid-poll refetches at most one message.
 * Never throws for the server's faults: they become the integration's status and last error.
 */
export async function pollIntegration(deps: PollDeps, integrationId: string): Promise<PollOutcome> {
  const { db } = deps;
  const row = await findIntegration(db, integrationId);
  if (!row) return { stored: 0, error: null };
  if (!(await claimPollLease(db, row.id, LEASE_SECONDS))) return { stored: 0, error: null, busy: true };
  let stored = 0;
  let error: string | null = null;
  const target = imapTarget(row, deps.encryptionKey);
  let client: ImapFlow | undefined;
  try {
    const mailbox = await findMailboxById(db, row.mailboxId);
    if (!mailbox) throw new Error('The target mailbox no longer exists.');
    client = await imapClient(target, deps.allowPrivateNetworkTargets);
    // A dropped connection is reported by the failing command below; the event itself needs no handling.
    client.on('error', () => {});
    await client.connect();
    const lock = await client.getMailboxLock(target.folder, { readOnly: true });
    try {
      const uidValidity = String(client.mailbox ? client.mailbox.uidValidity : '');
      // A new UIDVALIDITY renumbers every message: the folder is read again from its start.
      let lastUid = row.uidValidity === uidValidity ? row.lastUid : 0;
      if (row.uidValidity !== uidValidity) await updateIntegration(db, row.id, { uidValidity, lastUid: 0 });
      const found = await client.search({ uid: `${lastUid + 1}:*` }, { uid: true });
      // "n:*" always names the newest message, even when it is at or below n.
      const uids = (found || []).filter((uid) => uid > lastUid).sort((a, b) => a - b);
      const page = uids.slice(0, MESSAGES_PER_POLL);
      const known = await knownMessages(client, db, mailbox.id, page);
      for (const uid of page) {
        const message = known.has(uid)
          ? undefined
          : await client.fetchOne(String(uid), { source: true }, { uid: true });
        const raw = message ? message.source : undefined;
        if (raw) {
          await receiveMessage(deps, { mailbox, raw, via: 'imap', recipient: accountAddress(row.username) });
          stored++;
        }
        lastUid = uid;
        await updateIntegration(db, row.id, { lastUid });
      }
    } finally {
      lock.release();
    }
    await client.logout();
  } catch (caught) {
    error =
      caught instanceof Error && caught.message === 'The target mailbox no longer exists.'
        ? caught.message
        : describeImapError(caught, target);
    deps.logger?.warn({ integration: row.id, err: caught }, 'IMAP poll failed');
  } finally {
    client?.close();
    await finishPoll(db, row.id, error);
  }
  return { stored, error };
}

/**
 * The UIDs of a page whose Message-ID this mailbox already stored from IMAP: after a UIDVALIDITY change or a new
 * folder the poll reads from the start again, and those messages must not arrive twice. A message without a
 * Message-ID cannot be told apart and is stored again.
 */
async function knownMessages(
  client: ImapFlow,
  db: PollDeps['db'],
  mailboxId: string,
  uids: number[],
): Promise<Set<number>> {
  if (!uids.length) return new Set();
  const idsByUid = new Map<number, string>();
  for await (const message of client.fetch(uids.join(','), { envelope: true }, { uid: true })) {
    const messageId = message.envelope?.messageId;
    if (messageId) idsByUid.set(message.uid, messageId);
  }
  const stored = await storedImapMessageIds(db, mailboxId, [...new Set(idsByUid.values())]);
  return new Set([...idsByUid].filter(([, messageId]) => stored.has(messageId)).map(([uid]) => uid));
}
