import type { EmailStatus } from '@tripline/contracts';
import { and, asc, count, desc, eq, gte, ilike, lt, not, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { emails, mailboxes } from '../../db/schema.js';
import { hasStatus, isWaitingForTraveler } from './email-lifecycle.js';

export type EmailRow = typeof emails.$inferSelect;
export const EMAIL_SORTS = ['created', 'from', 'subject', 'status'] as const;

export interface EmailListFilter {
  status?: EmailStatus | undefined;
  mailbox?: string | undefined;
  unassigned?: 'true' | 'false' | undefined;
  from?: string | undefined;
  subject?: string | undefined;
  /** UTC days, inclusive. */
  start?: string | undefined;
  end?: string | undefined;
}

const likePattern = (text: string) => `%${text.replace(/[%_\\]/g, '\\$&')}%`;

/** The instant a UTC day begins. */
export function dayStart(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

export function nextDay(day: string): Date {
  return new Date(dayStart(day).getTime() + 86_400_000);
}

function conditions(teamId: string, filter: EmailListFilter): SQL | undefined {
  const list: SQL[] = [eq(emails.teamId, teamId)];
  if (filter.status) list.push(hasStatus(filter.status));
  if (filter.mailbox) list.push(eq(emails.mailboxId, filter.mailbox));
  if (filter.from) list.push(ilike(emails.fromAddress, likePattern(filter.from)));
  if (filter.subject) list.push(ilike(emails.subject, likePattern(filter.subject)));
  if (filter.start) list.push(gte(emails.createdAt, dayStart(filter.start)));
  if (filter.end) list.push(lt(emails.createdAt, nextDay(filter.end)));
  if (filter.unassigned === 'true') list.push(isWaitingForTraveler);
  if (filter.unassigned === 'false') list.push(not(isWaitingForTraveler));
  return and(...list);
}

const listColumns = {
  email: emails,
  mailboxLocalPart: mailboxes.localPart,
  reservationCount: sql<number>`coalesce(jsonb_array_length(${emails.result}->'reservations'), 0)`.mapWith(Number),
  segmentCount: sql<number>`coalesce(jsonb_array_length(${emails.result}->'segments'), 0)`.mapWith(Number),
};

export type EmailListRow = {
  email: EmailRow;
  mailboxLocalPart: string | null;
  reservationCount: number;
  segmentCount: number;
};

/** A team's emails, filtered, sorted and paged, with the total. */
export async function listEmails(
  db: Db,
  teamId: string,
  filter: EmailListFilter,
  sort: { field: (typeof EMAIL_SORTS)[number]; direction: 'asc' | 'desc' },
  window: { limit: number | undefined; offset: number },
): Promise<{ rows: EmailListRow[]; total: number }> {
  const where = conditions(teamId, filter);
  const order = sort.direction === 'asc' ? asc : desc;
  const column = {
    created: emails.createdAt,
    from: emails.fromAddress,
    subject: emails.subject,
    status: emails.status,
  }[sort.field];
  const query = db
    .select(listColumns)
    .from(emails)
    .leftJoin(mailboxes, eq(mailboxes.id, emails.mailboxId))
    .where(where)
    .orderBy(order(column), order(emails.id))
    .offset(window.offset);
  const [rows, [total]] = await Promise.all([
    window.limit === undefined ? query : query.limit(window.limit),
    db.select({ value: count() }).from(emails).where(where),
  ]);
  return { rows, total: Number(total?.value ?? 0) };
}

/** One email of a team. */
export async function findTeamEmail(db: Db, teamId: string, id: string): Promise<EmailListRow | null> {
  const [row] = await db
    .select(listColumns)
    .from(emails)
    .leftJoin(mailboxes, eq(mailboxes.id, emails.mailboxId))
    .where(and(eq(emails.teamId, teamId), eq(emails.id, id)))
    .limit(1);
  return row ?? null;
}

/** Emails per UTC day and status within [from, to). */
export async function countEmailsByDay(db: Db, teamId: string, from: Date, to: Date) {
  const day = sql<string>`to_char(${emails.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, status: emails.status, total: count() })
    .from(emails)
    .where(and(eq(emails.teamId, teamId), gte(emails.createdAt, from), lt(emails.createdAt, to)))
    .groupBy(day, emails.status);
  return rows.map((row) => ({ day: row.day, status: row.status, total: Number(row.total) }));
}
