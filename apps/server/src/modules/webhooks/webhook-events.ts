import type { WebhookEventType } from '@tripline/contracts';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { webhookDeliveries, webhooks } from '../../db/schema.js';
import type { WorkSignals } from '../../jobs/work-signals.js';

/** The events of the contract plus the test event sent from the console. */
export type DeliveredEventType = WebhookEventType | 'webhook.test';

export interface WebhookEvent {
  type: DeliveredEventType;
  emailId: string | null;
  /** Stable across retries: sent as `webhook-id`. */
  eventId: string;
  payload: unknown;
}

export interface EmailWebhookEvent {
  type: 'email.parsed' | 'email.failed' | 'email.filtered';
  emailId: string;
  eventId: string;
  payload: unknown;
}

/**
 * Records one delivery per webhook of the team subscribed to the event; returns their ids. Called inside the
 * transaction that saves the parse result, so the outcome and its deliveries are committed together.
 */
export async function recordWebhookDeliveries(db: Db, teamId: string, event: EmailWebhookEvent): Promise<string[]> {
  const subscribed = await db
    .select({ id: webhooks.id, eventTypes: webhooks.eventTypes })
    .from(webhooks)
    .where(and(eq(webhooks.teamId, teamId), ne(webhooks.status, 'disabled')));
  const targets = subscribed.filter((row) => row.eventTypes.includes(event.type));
  if (targets.length === 0) return [];
  const rows = await db
    .insert(webhookDeliveries)
    .values(
      targets.map((webhook) => ({
        id: crypto.randomUUID(),
        webhookId: webhook.id,
        teamId,
        emailId: event.emailId,
        eventId: event.eventId,
        eventType: event.type,
        payload: event.payload as object,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: webhookDeliveries.id });
  return rows.map((row) => row.id);
}

/**
 * Records the deliveries of many events at once (a batch of parses): one query for the teams' webhooks and one
 * insert for every delivery, in the caller's transaction. Returns the ids of the deliveries recorded.
 */
export async function recordWebhookDeliveriesOfMany(
  db: Db,
  events: readonly (EmailWebhookEvent & { teamId: string })[],
): Promise<string[]> {
  if (events.length === 0) return [];
  const teamIds = [...new Set(events.map((event) => event.teamId))];
  const subscribed = await db
    .select({ id: webhooks.id, teamId: webhooks.teamId, eventTypes: webhooks.eventTypes })
    .from(webhooks)
    .where(and(inArray(webhooks.teamId, teamIds), ne(webhooks.status, 'disabled')));
  const values = events.flatMap((event) =>
    subscribed
      .filter((webhook) => webhook.teamId === event.teamId && webhook.eventTypes.includes(event.type))
      .map((webhook) => ({
        id: crypto.randomUUID(),
        webhookId: webhook.id,
        teamId: event.teamId,
        emailId: event.emailId,
        eventId: event.eventId,
        eventType: event.type,
        payload: event.payload as object,
      })),
  );
  if (values.length === 0) return [];
  const rows = await db
    .insert(webhookDeliveries)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: webhookDeliveries.id });
  return rows.map((row) => row.id);
}

/** Queues one event for one webhook; the same event twice for a webhook is delivered once. */
export async function queueDelivery(
  deps: { db: Db; work: Pick<WorkSignals, 'deliveriesQueued'> },
  teamId: string,
  webhookId: string,
  event: WebhookEvent,
): Promise<string | null> {
  const [row] = await deps.db
    .insert(webhookDeliveries)
    .values({
      id: crypto.randomUUID(),
      webhookId,
      teamId,
      emailId: event.emailId,
      eventId: event.eventId,
      eventType: event.type,
      payload: event.payload as object,
    })
    .onConflictDoNothing()
    .returning({ id: webhookDeliveries.id });
  if (!row) return null;
  deps.work.deliveriesQueued();
  return row.id;
}
