import type { WebhookEventType } from '@tripline/contracts';
import type { ExtractResult } from '@tripline/extract';
import type { Db } from '../../db/client.js';
import type { EmailStatus } from '../../db/schema.js';
import { findSubscribedWebhooks, insertDeliveries } from './deliveries.repository.js';
import type { DeliveryQueueSignal } from './delivery-queue.js';
import { type EmailEventType, emailEventType, webhookPayload } from './webhook-payload.js';

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

/** A parse's outcome, announced to the team's webhooks. */
export interface EmailOutcomeEvent {
  teamId: string;
  emailId: string;
  /** The outcome's event on the email's timeline: sent as `webhook-id`. */
  eventId: string;
  status: Exclude<EmailStatus, 'received'>;
  result: ExtractResult | null;
  reason: string | null;
}

/**
 * Records the deliveries announcing parse outcomes (email.parsed, email.failed, email.filtered, each with the
 * email's payload) in the caller's transaction. Returns the ids of the deliveries recorded.
 */
export function recordEmailOutcomeDeliveries(db: Db, outcomes: readonly EmailOutcomeEvent[]): Promise<string[]> {
  return recordWebhookDeliveriesOfMany(
    db,
    outcomes.map((o) => ({
      teamId: o.teamId,
      type: emailEventType(o.status),
      emailId: o.emailId,
      eventId: o.eventId,
      payload: webhookPayload(o.emailId, o.status, o.result, o.reason ?? undefined),
    })),
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
