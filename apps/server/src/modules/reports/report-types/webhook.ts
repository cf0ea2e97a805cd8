import { and, asc, eq } from 'drizzle-orm';
import { webhookAttempts, webhookDeliveries, webhooks } from '../../../db/schema.js';
import { inRange, isoOrNull, type ReportDefinition } from './report-definition.js';

/** Webhook deliveries created in the range, one row per attempt (a delivery not yet tried has one empty row). */
export const webhookReport: ReportDefinition = {
  type: 'webhook',
  columns: [
    { key: 'created_at', header: 'Created' },
    { key: 'delivery_id', header: 'Delivery id' },
    { key: 'webhook_url', header: 'Webhook URL' },
    { key: 'event_type', header: 'Event' },
    { key: 'delivery_status', header: 'Delivery status' },
    { key: 'attempt', header: 'Attempt' },
    { key: 'status_code', header: 'Status code' },
    { key: 'latency_ms', header: 'Latency (ms)' },
    { key: 'error', header: 'Error' },
    { key: 'attempted_at', header: 'Attempted' },
  ],
  async rows(db, scope) {
    const rows = await db
      .select({ delivery: webhookDeliveries, url: webhooks.url, attempt: webhookAttempts })
      .from(webhookDeliveries)
      .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
      .leftJoin(webhookAttempts, eq(webhookAttempts.deliveryId, webhookDeliveries.id))
      .where(and(eq(webhookDeliveries.teamId, scope.teamId), inRange(webhookDeliveries.createdAt, scope)))
      .orderBy(asc(webhookDeliveries.createdAt), asc(webhookDeliveries.id), asc(webhookAttempts.attempt));
    return rows.map(({ delivery, url, attempt }) => ({
      created_at: isoOrNull(delivery.createdAt),
      delivery_id: delivery.id,
      webhook_url: url,
      event_type: delivery.eventType,
      delivery_status: delivery.state,
      attempt: attempt?.attempt ?? null,
      status_code: attempt?.statusCode ?? null,
      latency_ms: attempt?.latencyMs ?? null,
      error: attempt?.error ?? null,
      attempted_at: isoOrNull(attempt?.createdAt),
    }));
  },
};
