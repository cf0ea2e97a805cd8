import type { WebhookEventType } from '@tripline/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { webhookDeliveries, webhooks } from '../../db/schema.js';
import type { JobSender } from '../../jobs/define-job.js';
import { deliverWebhookJob } from '../../jobs/definitions/deliver-webhook.js';

/** The events of the contract plus the test event sent from the console. */
export type DeliveredEventType = WebhookEventType | 'webhook.test';

export interface WebhookEvent {
  type: DeliveredEventType;
  emailId: string | null;
  /** Stable across retries: sent as `webhook-id`. */
  eventId: string;
  payload: unknown;
}

/** Records one delivery per webhook of the team subscribed to the event and queues its first attempt. */
export async function enqueueWebhookEvent(
  deps: { db: Db; jobs: JobSender },
  teamId: string,
  event: {
    type: 'email.parsed' | 'email.failed' | 'email.filtered';
    emailId: string;
    eventId: string;
    payload: unknown;
  },
): Promise<void> {
  const subscribed = await deps.db
    .select({ id: webhooks.id, eventTypes: webhooks.eventTypes })
    .from(webhooks)
    .where(and(eq(webhooks.teamId, teamId), ne(webhooks.status, 'disabled')));
  for (const webhook of subscribed.filter((row) => row.eventTypes.includes(event.type))) {
    await queueDelivery(deps, teamId, webhook.id, event);
  }
}

/** Queues one event for one webhook; the same event twice for a webhook is delivered once. */
export async function queueDelivery(
  deps: { db: Db; jobs: JobSender },
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
  await deps.jobs.send(deliverWebhookJob, { deliveryId: row.id });
  return row.id;
}
