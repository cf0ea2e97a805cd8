import { asc, eq, sql } from 'drizzle-orm';
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
  | 'trip.updated';

/** Appends an event to an email's timeline; returns its id. */
export async function addEmailEvent(db: Db, emailId: string, type: EmailEventType, data: unknown = null) {
  const id = crypto.randomUUID();
  // clock_timestamp, not now(): events written in one transaction must still keep their order.
  await db.insert(emailEvents).values({ id, emailId, type, data, createdAt: sql`clock_timestamp()` });
  return id;
}

export async function listEmailEvents(db: Db, emailId: string) {
  return db
    .select()
    .from(emailEvents)
    .where(eq(emailEvents.emailId, emailId))
    .orderBy(asc(emailEvents.createdAt), asc(emailEvents.id));
}
