import { and, eq, inArray, isNotNull, isNull, lte, not, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type EmailStatus, emailEvents, emailOriginals, emails } from '../../db/schema.js';

/*
 * An email's life (decision 057), the one place its status, parse lease and attempts are written:
 *
 *   received ──claimForParse──▶ received + lease ──recordParseOutcomes──▶ parsed | failed | filtered
 *       ▲                          │  ▲ renewParseLeases                         │ (parsed, organisation:
 *       │                          │  └ holdBackForRetry (lease = not before)    │  markUnassigned ⇄ clearUnassigned)
 *       └──── releaseParseLeases ──┘                                             │
 *       └──────────────────────────── resetForRetry ◀────────────────────────────┘
 */

/** What an email's parse ends in. */
export type ParseOutcomeStatus = Exclude<EmailStatus, 'received'>;

/** An email waiting for a parse (taken by one or not). */
export const isWaitingForParse: SQL = eq(emails.status, 'received');
/** An organisation's parsed email with segments waiting for someone to name their traveler. */
export const isWaitingForTraveler: SQL = isNotNull(emails.unassignedSegments);
/** One status, for the views that filter by it. */
export const hasStatus = (status: EmailStatus): SQL => eq(emails.status, status);
/** Whether a status ends a parse: the views count `received` apart. */
export const isParseOutcome = (status: EmailStatus): status is ParseOutcomeStatus => status !== 'received';

/** An email as receipt stores it, its original inline (`raw`) or in the blob store (`blobKey`). */
export interface ReceivedEmail {
  id: string;
  teamId: string;
  mailboxId: string;
  via: string;
  blobKey: string | null;
  raw: Buffer | null;
  sizeBytes: number;
  envelopeFrom: string | null;
  fromAddress: string | null;
  toAddress: string | null;
  subject: string | null;
  messageId: string | null;
  receivedAt: Date;
  /** The data of its `received` event. */
  eventData: unknown;
}

/**
 * received: stores emails as `received` with their inline originals and `received` events in one statement (atomic,
 * one round trip). The statement chains three inserts through data-modifying CTEs, which the query builder does not
 * write, so it is SQL over the schema's tables. The event is dated when the email arrived (an email given an earlier
 * arrival, as the demo's year of mail is, shows it in its timeline too), and never later than the database's clock,
 * so it stays ahead of the events its parse records.
 */
export async function recordReceived(db: Db, rows: readonly ReceivedEmail[]): Promise<void> {
  const emailValues = sql.join(
    rows.map(
      (v) => sql`(${v.id}, ${v.teamId}, ${v.mailboxId}, ${v.via}, ${v.blobKey}, ${v.sizeBytes}, ${v.envelopeFrom},
        ${v.fromAddress}, ${v.toAddress}, ${v.subject}, ${v.messageId}, ${v.receivedAt}, ${v.receivedAt}, ${v.receivedAt})`,
    ),
    sql`, `,
  );
  const eventValues = sql.join(
    rows.map((v) => sql`(${crypto.randomUUID()}, ${v.id}, ${JSON.stringify(v.eventData)})`),
    sql`, `,
  );
  const inline = rows.filter((v) => v.raw !== null);
  const originals =
    inline.length > 0
      ? sql`, originals as (
          insert into ${emailOriginals} (email_id, raw)
          values ${sql.join(
            inline.map((v) => sql`(${v.id}, ${v.raw}::bytea)`),
            sql`, `,
          )}
        )`
      : sql``;
  await db.execute(sql`
    with inserted as (
      insert into ${emails} (id, team_id, mailbox_id, via, blob_key, size_bytes, envelope_from, from_address,
        to_address, subject, message_id, received_at, created_at, updated_at)
      values ${emailValues}
      returning id, received_at
    )${originals}
    insert into ${emailEvents} (id, email_id, type, data, created_at)
    select v.id, inserted.id, 'received', v.data::jsonb, least(inserted.received_at, clock_timestamp())
    from (values ${eventValues}) as v(id, email_id, data) join inserted on inserted.id = v.email_id`);
}

const leaseFromNow = (ms: number | SQL) => sql`now() + ${ms} * interval '1 millisecond'`;

/**
 * claimed for parse: takes up to `limit` waiting emails whose lease is free or has run out (oldest first, skipping
 * those another parse holds and `skip`), sets their lease and counts the attempt. Returns each with its attempt.
 */
export async function claimForParse(
  db: Db,
  options: { limit: number; leaseMs: number; skip: readonly string[] },
): Promise<{ id: string; attempt: number }[]> {
  const waiting = db
    .select({ id: emails.id })
    .from(emails)
    .where(
      and(
        isWaitingForParse,
        or(isNull(emails.parseLeaseUntil), lte(emails.parseLeaseUntil, sql`now()`)),
        not(eq(emails.id, sql`any(${sql.param([...options.skip])}::text[])`)),
      ),
    )
    .orderBy(emails.receivedAt)
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db
    .update(emails)
    .set({ parseLeaseUntil: leaseFromNow(options.leaseMs), parseAttempts: sql`${emails.parseAttempts} + 1` })
    .where(inArray(emails.id, waiting))
    .returning({ id: emails.id, attempt: emails.parseAttempts });
}

/** claimed for parse, still: extends the leases of emails a parse is still working on. */
export async function renewParseLeases(db: Db, ids: readonly string[], leaseMs: number): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(emails)
    .set({ parseLeaseUntil: leaseFromNow(leaseMs) })
    .where(and(inArray(emails.id, [...ids]), isWaitingForParse));
}

/**
 * held back for retry: a parse failed; the emails stay `received` with a lease that keeps them back for
 * `firstDelayMs` after their first attempt, twice as long after each later one.
 */
export async function holdBackForRetry(db: Db, ids: readonly string[], firstDelayMs: number): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(emails)
    .set({
      parseLeaseUntil: leaseFromNow(sql`${firstDelayMs}::double precision * power(2, ${emails.parseAttempts} - 1)`),
    })
    .where(and(inArray(emails.id, [...ids]), isWaitingForParse));
}

/** received again: lets go of every parse lease; for a database only this process uses, at start. */
export async function releaseParseLeases(db: Db): Promise<void> {
  await db
    .update(emails)
    .set({ parseLeaseUntil: null })
    .where(and(isWaitingForParse, isNotNull(emails.parseLeaseUntil)));
}

/** What one parse decided for one email. */
export interface ParseOutcome {
  id: string;
  status: ParseOutcomeStatus;
  reason: string | null;
  /** What the email keeps of its reading (reservations, segments, diagnostics), or null. */
  result: unknown;
}

/**
 * parsed / failed / filtered: records the outcomes of emails still `received` (one statement), letting go of their
 * lease. Returns the ids it moved on: of two parses of one email at once, only the first records its outcome.
 */
export async function recordParseOutcomes(db: Db, outcomes: readonly ParseOutcome[]): Promise<Set<string>> {
  if (outcomes.length === 0) return new Set();
  const values = sql.join(
    outcomes.map(
      (o) => sql`(${o.id}, ${o.status}, ${o.reason}, ${o.result === null ? null : JSON.stringify(o.result)})`,
    ),
    sql`, `,
  );
  const rows = await db
    .update(emails)
    .set({
      status: sql`v.status`,
      statusReason: sql`v.reason`,
      result: sql`v.result::jsonb`,
      parsedAt: sql`clock_timestamp()`,
      parseCount: sql`${emails.parseCount} + 1`,
      updatedAt: sql`clock_timestamp()`,
      parseLeaseUntil: null,
      unassignedSegments: null,
    })
    .from(sql`(values ${values}) as v(id, status, reason, result)`)
    .where(and(eq(emails.id, sql`v.id`), isWaitingForParse))
    .returning({ id: emails.id });
  return new Set(rows.map((row) => row.id));
}

/**
 * unassigned (or not): the indexes of a parsed email's segments whose traveler could not be told; none clears it.
 */
export async function markUnassigned(db: Db, emailId: string, indexes: readonly number[]): Promise<void> {
  await db
    .update(emails)
    .set({ unassignedSegments: indexes.length > 0 ? [...indexes] : null })
    .where(eq(emails.id, emailId));
}

/** assigned: the email's waiting segments were given to a traveler; it no longer waits. */
export async function clearUnassigned(db: Db, emailId: string): Promise<void> {
  await db.update(emails).set({ unassignedSegments: null, updatedAt: new Date() }).where(eq(emails.id, emailId));
}

/** Before an organisation's trips are built again: none of its emails waits for a traveler. */
export async function clearUnassignedOfTeam(db: Db, teamId: string): Promise<void> {
  await db.update(emails).set({ unassignedSegments: null }).where(eq(emails.teamId, teamId));
}

/** parsed, read again (reprocessing an organisation, decision 039): what the email keeps of its new reading. */
export async function replaceParsedResult(db: Db, emailId: string, result: unknown): Promise<void> {
  await db.update(emails).set({ result, updatedAt: new Date() }).where(eq(emails.id, emailId));
}

/** reset for a manual retry: back to `received`, no reason, no lease, no attempts; the parse queue takes it anew. */
export async function resetForRetry(db: Db, id: string): Promise<void> {
  await db
    .update(emails)
    .set({ status: 'received', statusReason: null, parseLeaseUntil: null, parseAttempts: 0, updatedAt: new Date() })
    .where(eq(emails.id, id));
}
