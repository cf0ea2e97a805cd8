import { and, eq, inArray, isNotNull, isNull, lte, ne, not, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { webhookAttempts, webhookDeliveries, webhooks } from '../../db/schema.js';

/** One event to deliver to one webhook. */
export interface NewDelivery {
  webhookId: string;
  teamId: string;
  emailId: string | null;
  /** Stable across retries: sent as `webhook-id`. */
  eventId: string;
  eventType: string;
  payload: unknown;
}

/**
 * Records deliveries as `pending`, due now (one insert); the same event twice for a webhook is recorded once.
 * Returns the ids of the deliveries recorded.
 */
export async function insertDeliveries(db: Db, deliveries: readonly NewDelivery[]): Promise<string[]> {
  if (deliveries.length === 0) return [];
  const rows = await db
    .insert(webhookDeliveries)
    .values(
      deliveries.map((delivery) => ({ id: crypto.randomUUID(), ...delivery, payload: delivery.payload as object })),
    )
    .onConflictDoNothing()
    .returning({ id: webhookDeliveries.id });
  return rows.map((row) => row.id);
}

/** The webhooks of these teams that are not disabled, with the events each subscribes to. */
export async function findSubscribedWebhooks(db: Db, teamIds: readonly string[]) {
  if (teamIds.length === 0) return [];
  return db
    .select({ id: webhooks.id, teamId: webhooks.teamId, eventTypes: webhooks.eventTypes })
    .from(webhooks)
    .where(and(inArray(webhooks.teamId, [...teamIds]), ne(webhooks.status, 'disabled')));
}

/** Lets go of every delivery lease; for a database only this process uses, at start. */
export async function releaseDeliveryLeases(db: Db): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ leaseUntil: null })
    .where(and(eq(webhookDeliveries.state, 'pending'), isNotNull(webhookDeliveries.leaseUntil)));
}

/**
 * Takes up to `limit` pending deliveries that are due and not held by another run (the longest waiting first,
 * skipping `skip`), with a lease of `leaseMs`. Returns their ids.
 */
export async function claimDueDeliveries(
  db: Db,
  options: { limit: number; leaseMs: number; skip: readonly string[] },
): Promise<string[]> {
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.state, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, sql`now()`),
        or(isNull(webhookDeliveries.leaseUntil), lte(webhookDeliveries.leaseUntil, sql`now()`)),
        not(eq(webhookDeliveries.id, sql`any(${sql.param([...options.skip])}::text[])`)),
      ),
    )
    .orderBy(webhookDeliveries.nextAttemptAt)
    .limit(options.limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(webhookDeliveries)
    .set({ leaseUntil: sql`now() + ${options.leaseMs} * interval '1 millisecond'` })
    .where(inArray(webhookDeliveries.id, due))
    .returning({ id: webhookDeliveries.id });
  return rows.map((row) => row.id);
}

/** One attempt of a delivery and where it leaves the delivery. */
export interface AttemptMade {
  deliveryId: string;
  /** The delivery's attempt count when it was read. */
  previousAttempts: number;
  attempt: number;
  state: 'pending' | 'succeeded' | 'failed';
  /** When a pending delivery is due again. */
  retryDelayMs: number;
  statusCode: number | null;
  latencyMs: number;
  excerpt: string | null;
  error: string | null;
}

/**
 * Records attempts (one insert) and moves their deliveries on (one update): the attempt count, the state, the lease
 * let go and when a pending one is due again. Only the run that moves the attempt count on schedules the next one,
 * should a delivery ever be attempted twice at once.
 */
export async function recordAttempts(db: Db, attempts: readonly AttemptMade[]): Promise<void> {
  if (attempts.length === 0) return;
  await db.insert(webhookAttempts).values(
    attempts.map((made) => ({
      id: crypto.randomUUID(),
      deliveryId: made.deliveryId,
      attempt: made.attempt,
      statusCode: made.statusCode,
      latencyMs: made.latencyMs,
      responseExcerpt: made.excerpt,
      error: made.error,
    })),
  );
  const values = sql.join(
    attempts.map(
      (made) =>
        sql`(${made.deliveryId}, ${made.previousAttempts}::int, ${made.attempt}::int, ${made.state}, ${made.retryDelayMs}::int)`,
    ),
    sql`, `,
  );
  await db
    .update(webhookDeliveries)
    .set({
      attempts: sql`v.next`,
      state: sql`v.state`,
      leaseUntil: null,
      nextAttemptAt: sql`now() + v.delay * interval '1 millisecond'`,
      updatedAt: sql`now()`,
    })
    .from(sql`(values ${values}) as v(id, previous, next, state, delay)`)
    .where(and(eq(webhookDeliveries.id, sql`v.id`), eq(webhookDeliveries.attempts, sql`v.previous`)));
}
