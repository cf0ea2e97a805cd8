import type { Mailbox } from '@tripline/contracts';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { emails, mailboxes } from '../../db/schema.js';

export type MailboxRow = typeof mailboxes.$inferSelect;
export const MAILBOX_SORTS = ['name', 'address', 'created'] as const;

/** The answer shape of a mailbox. */
export function toMailbox(row: MailboxRow, inboundDomain: string, emailCount: number): Mailbox {
  return {
    id: row.id,
    name: row.name,
    address: `${row.localPart}@${inboundDomain}`,
    local_part: row.localPart,
    description: row.description,
    email_count: emailCount,
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
  };
}

// Qualified by hand: inside a one-table select drizzle writes bare column names, and a bare "id" here would be the email's.
const emailCount = sql<number>`(select count(*) from ${emails} where ${emails}.mailbox_id = ${mailboxes}.id)`.mapWith(
  Number,
);

/** A team's mailboxes, sorted and paged, with the total. */
export async function listMailboxes(
  db: Db,
  teamId: string,
  sort: { field: (typeof MAILBOX_SORTS)[number]; direction: 'asc' | 'desc' },
  window: { limit: number | undefined; offset: number },
) {
  const order = sort.direction === 'asc' ? asc : desc;
  const column = { name: sql`lower(${mailboxes.name})`, address: mailboxes.localPart, created: mailboxes.createdAt }[
    sort.field
  ];
  const where = eq(mailboxes.teamId, teamId);
  const query = db
    .select({ mailbox: mailboxes, emailCount })
    .from(mailboxes)
    .where(where)
    .orderBy(order(column), asc(mailboxes.id))
    .offset(window.offset);
  const [rows, [total]] = await Promise.all([
    window.limit === undefined ? query : query.limit(window.limit),
    db.select({ value: count() }).from(mailboxes).where(where),
  ]);
  return { rows, total: Number(total?.value ?? 0) };
}

/** One mailbox of a team, with its email count. */
export async function findTeamMailbox(db: Db, teamId: string, id: string) {
  const [row] = await db
    .select({ mailbox: mailboxes, emailCount })
    .from(mailboxes)
    .where(and(eq(mailboxes.teamId, teamId), eq(mailboxes.id, id)))
    .limit(1);
  return row ?? null;
}

/** The mailbox receiving at a local part, whatever its case. */
export async function findMailboxByLocalPart(db: Db, localPart: string): Promise<MailboxRow | null> {
  const [row] = await db
    .select()
    .from(mailboxes)
    .where(sql`lower(${mailboxes.localPart}) = ${localPart.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function insertMailbox(
  db: Db,
  values: { teamId: string; name: string; localPart: string; description: string | null },
): Promise<MailboxRow> {
  const [row] = await db
    .insert(mailboxes)
    .values({ id: crypto.randomUUID(), ...values })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new LocalPartTakenError();
  return row;
}

export class LocalPartTakenError extends Error {}

export async function updateMailbox(
  db: Db,
  teamId: string,
  id: string,
  values: { name?: string | undefined; description?: string | null | undefined },
): Promise<void> {
  const set: Partial<typeof mailboxes.$inferInsert> = { updatedAt: new Date() };
  if (values.name !== undefined) set.name = values.name;
  if (values.description !== undefined) set.description = values.description;
  await db
    .update(mailboxes)
    .set(set)
    .where(and(eq(mailboxes.teamId, teamId), eq(mailboxes.id, id)));
}

export async function deleteMailbox(db: Db, teamId: string, id: string): Promise<void> {
  await db.delete(mailboxes).where(and(eq(mailboxes.teamId, teamId), eq(mailboxes.id, id)));
}
