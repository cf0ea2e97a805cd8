import type { WebhookEventType } from '@tripline/contracts';
import type { Db } from '../../db/client.js';
import { findSubscribedWebhooks, insertDeliveries } from './deliveries.repository.js';
import type { DeliveryQueueSignal } from './delivery-queue.js';
import type { EmailEventType } from './webhook-payload.js';

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
  type: EmailEventType;
  emailId: string;
  eventId: string;
  payload: unknown;
}

/**
 * Records one delivery per webhook of the team subscribed to the event; returns their ids. Called inside the
 * transaction that saves the parse result, so the outcome and its deliveries are committed together.
 */
export function recordWebhookDeliveries(db: Db, teamId: string, event: EmailWebhookEvent): Promise<string[]> {
  return recordWebhookDeliveriesOfMany(db, [{ ...event, teamId }]);
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
  const subscribed = await findSubscribedWebhooks(db, [...new Set(events.map((event) => event.teamId))]);
  return insertDeliveries(
    db,
    events.flatMap((event) =>
      subscribed
        .filter((webhook) => webhook.teamId === event.teamId && webhook.eventTypes.includes(event.type))
        .map((webhook) => ({
          webhookId: webhook.id,
          teamId: event.teamId,
          emailId: event.emailId,
          eventId: event.eventId,
          eventType: event.type,
          payload: event.payload,
        })),
    ),
  );
}

/** Queues one event for one webhook and wakes the delivery queue; the same event twice for a webhook is delivered once. */
export async function queueDelivery(
  deps: { db: Db; work: DeliveryQueueSignal },
  teamId: string,
  webhookId: string,
  event: WebhookEvent,
): Promise<string | null> {
  const [id] = await insertDeliveries(deps.db, [
    {
      webhookId,
      teamId,
      emailId: event.emailId,
      eventId: event.eventId,
      eventType: event.type,
      payload: event.payload,
    },
  ]);
  if (!id) return null;
  deps.work.deliveriesQueued();
  return id;
}
