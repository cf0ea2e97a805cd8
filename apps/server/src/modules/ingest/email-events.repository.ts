import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { emailEvents } from '../../db/schema.js';

/** Event types of an email's timeline. */
export type EmailEventType =
  | 'received'
  | 'filtered'
  | 'parse.requested'
  | 'parsed'
  | 'failed'
  | 'traveler.created'
  | 'traveler.unresolved'
  | 'traveler.assigned'
  | 'reprocessed'
  | 'trip.updated';

/** Appends an event to an email's timeline; returns its id. */
export async function addEmailEvent(db: Db, emailId: string, type: EmailEventType, data: unknown = null) {
  const id = crypto.randomUUID();
  await db.insert(emailEvents).values({ id, emailId, type, data, createdAt: nextEventTime(emailId) });
  return id;
}

/**
 * When an email's next event happens: clock_timestamp, not now(), so events written in one transaction keep their
 * order, and never before the email's latest event (the embedded database's clock counts milliseconds, so two events
 * written within one would otherwise tie and be listed in either order).
 */
export function nextEventTime(emailId: string | SQL) {
  return sql`greatest(clock_timestamp(), (select max(${emailEvents.createdAt}) + interval '1 microsecond' from ${emailEvents} where ${emailEvents.emailId} = ${emailId}))`;
}

export async function listEmailEvents(db: Db, emailId: string) {
  return db
    .select()
    .from(emailEvents)
    .where(eq(emailEvents.emailId, emailId))
    .orderBy(asc(emailEvents.createdAt), asc(emailEvents.id));
}
