import type { Integration } from '@tripline/contracts';
import { and, asc, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { emails, type ImapIntegrationStatus, imapIntegrations, mailboxes } from '../../db/schema.js';
import { withoutNul } from '../../lib/without-nul.js';
import type { MailboxRow } from '../mailboxes/mailboxes.repository.js';

export type ImapIntegrationRow = typeof imapIntegrations.$inferSelect;
export const INTEGRATION_SORTS = ['name', 'host', 'created'] as const;

/** The answer shape of an integration (without its password). */
export function toIntegration(row: ImapIntegrationRow): Integration {
  return {
    id: row.id,
    type: 'imap',
    name: row.name,
    host: row.host,
    port: row.port,
    tls: row.tls,
    username: row.username,
    folder: row.folder,
    mailbox_id: row.mailboxId,
    status: row.status,
    last_error: row.lastError,
    last_polled: row.lastPolledAt?.toISOString() ?? null,
    last_uid: row.lastUid,
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
  };
}

export async function listIntegrations(
  db: Db,
  teamId: string,
  sort: { field: (typeof INTEGRATION_SORTS)[number]; direction: 'asc' | 'desc' },
  window: { limit: number | undefined; offset: number },
) {
  const order = sort.direction === 'asc' ? asc : desc;
  const column = {
    name: sql`lower(${imapIntegrations.name})`,
    host: imapIntegrations.host,
    created: imapIntegrations.createdAt,
  }[sort.field];
  const where = eq(imapIntegrations.teamId, teamId);
  const query = db
    .select()
    .from(imapIntegrations)
    .where(where)
    .orderBy(order(column), asc(imapIntegrations.id))
    .offset(window.offset);
  const [rows, [total]] = await Promise.all([
    window.limit === undefined ? query : query.limit(window.limit),
    db.select({ value: count() }).from(imapIntegrations).where(where),
  ]);
  return { rows, total: Number(total?.value ?? 0) };
}

export async function findTeamIntegration(db: Db, teamId: string, id: string): Promise<ImapIntegrationRow | null> {
  const [row] = await db
    .select()
    .from(imapIntegrations)
    .where(and(eq(imapIntegrations.teamId, teamId), eq(imapIntegrations.id, id)))
    .limit(1);
  return row ?? null;
}

export async function findIntegration(db: Db, id: string): Promise<ImapIntegrationRow | null> {
  const [row] = await db.select().from(imapIntegrations).where(eq(imapIntegrations.id, id)).limit(1);
  return row ?? null;
}

export async function insertIntegration(
  db: Db,
  values: Omit<typeof imapIntegrations.$inferInsert, 'id'>,
): Promise<ImapIntegrationRow> {
  const [row] = await db
    .insert(imapIntegrations)
    .values({ id: crypto.randomUUID(), ...values })
    .returning();
  return row as ImapIntegrationRow;
}

export async function updateIntegration(
  db: Db,
  id: string,
  values: Partial<typeof imapIntegrations.$inferInsert>,
): Promise<void> {
  await db
    .update(imapIntegrations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(imapIntegrations.id, id));
}

export async function deleteIntegration(db: Db, teamId: string, id: string): Promise<void> {
  await db.delete(imapIntegrations).where(and(eq(imapIntegrations.teamId, teamId), eq(imapIntegrations.id, id)));
}

/** Takes the poll lease of an integration; false while another poll holds it. */
export async function claimPollLease(db: Db, id: string, seconds: number): Promise<boolean> {
  const now = new Date();
  const rows = await db
    .update(imapIntegrations)
    .set({ pollingUntil: new Date(now.getTime() + seconds * 1000) })
    .where(
      and(
        eq(imapIntegrations.id, id),
        or(isNull(imapIntegrations.pollingUntil), lt(imapIntegrations.pollingUntil, now)),
      ),
    )
    .returning({ id: imapIntegrations.id });
  return rows.length > 0;
}

/** Records the outcome of a poll and gives the lease back. */
export async function finishPoll(db: Db, id: string, error: string | null): Promise<void> {
  const status: ImapIntegrationStatus = error ? 'failing' : 'active';
  await db
    .update(imapIntegrations)
    .set({
      // A disabled integration stays disabled whatever its last poll did.
      status: sql`case when ${imapIntegrations.status} = 'disabled' then 'disabled' else ${status} end`,
      // The reason may quote the mail server's own answer, which can hold what PostgreSQL keeps in no text.
      lastError: error === null ? null : withoutNul(error),
      lastPolledAt: new Date(),
      pollingUntil: null,
    })
    .where(eq(imapIntegrations.id, id));
}

/** Integrations that should be polled but have not been for a while (their schedule was lost). */
export async function findIntegrationsWithoutRecentPoll(db: Db, since: Date): Promise<string[]> {
  const rows = await db
    .select({ id: imapIntegrations.id })
    .from(imapIntegrations)
    .where(
      and(
        inArray(imapIntegrations.status, ['active', 'failing']),
        or(isNull(imapIntegrations.lastPolledAt), lt(imapIntegrations.lastPolledAt, since)),
      ),
    );
  return rows.map((row) => row.id);
}

/** The mailbox an integration delivers to. */
export async function findMailboxById(db: Db, id: string): Promise<MailboxRow | null> {
  const [row] = await db.select().from(mailboxes).where(eq(mailboxes.id, id)).limit(1);
  return row ?? null;
}

/** Which of these Message-IDs the mailbox already holds from an IMAP poll. */
export async function storedImapMessageIds(db: Db, mailboxId: string, messageIds: string[]): Promise<Set<string>> {
  if (!messageIds.length) return new Set();
  const rows = await db
    .select({ messageId: emails.messageId })
    .from(emails)
    .where(and(eq(emails.mailboxId, mailboxId), eq(emails.via, 'imap'), inArray(emails.messageId, messageIds)));
  return new Set(rows.map((row) => row.messageId ?? ''));
}
