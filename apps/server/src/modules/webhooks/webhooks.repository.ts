import type { Webhook, WebhookCallback } from '@tripline/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { webhookAttempts, webhookDeliveries, webhooks } from '../../db/schema.js';
import { decryptSecret } from '../applications/secret-box.js';

export type WebhookRow = typeof webhooks.$inferSelect;

const STATUS_ORDER = { active: 0, failing: 1, disabled: 2 } as const;

/** The API shape; the secret only when asked for (holders of edit-webhooks, or on creation). */
export function toWebhookDto(row: WebhookRow, key: Buffer, withSecret: boolean): Webhook {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    event_types: row.eventTypes as Webhook['event_types'],
    status: row.status,
    ...(withSecret ? { secret: decryptSecret(key, row.secretEncrypted) } : {}),
    failing_since: row.failingSince?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A team's webhooks, grouped by status (active, failing, disabled), newest first in each group. */
export async function listWebhooks(db: Db, teamId: string): Promise<WebhookRow[]> {
  const rows = await db.select().from(webhooks).where(eq(webhooks.teamId, teamId)).orderBy(desc(webhooks.createdAt));
  return rows.sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status]);
}

export async function findWebhook(db: Db, teamId: string, id: string): Promise<WebhookRow | undefined> {
  const [row] = await db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.teamId, teamId), eq(webhooks.id, id)))
    .limit(1);
  return row;
}

export async function insertWebhook(
  db: Db,
  values: Pick<WebhookRow, 'teamId' | 'url' | 'description' | 'eventTypes' | 'secretEncrypted'>,
): Promise<WebhookRow> {
  const [row] = await db
    .insert(webhooks)
    .values({ id: crypto.randomUUID(), ...values })
    .returning();
  return row as WebhookRow;
}

export async function updateWebhook(
  db: Db,
  teamId: string,
  id: string,
  changes: Partial<Pick<WebhookRow, 'url' | 'description' | 'eventTypes' | 'status' | 'failingSince'>>,
): Promise<WebhookRow | undefined> {
  const [row] = await db
    .update(webhooks)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(webhooks.teamId, teamId), eq(webhooks.id, id)))
    .returning();
  return row;
}

export async function deleteWebhook(db: Db, teamId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(webhooks)
    .where(and(eq(webhooks.teamId, teamId), eq(webhooks.id, id)))
    .returning({ id: webhooks.id });
  return rows.length > 0;
}

/** Every attempt to deliver events of one email, oldest first; optionally of one event. */
export async function listEmailCallbacks(
  db: Db,
  teamId: string,
  emailId: string,
  eventId?: string,
): Promise<WebhookCallback[]> {
  const conditions = [eq(webhookDeliveries.teamId, teamId), eq(webhookDeliveries.emailId, emailId)];
  if (eventId) conditions.push(eq(webhookDeliveries.eventId, eventId));
  const rows = await db
    .select({ attempt: webhookAttempts, delivery: webhookDeliveries, url: webhooks.url })
    .from(webhookAttempts)
    .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(and(...conditions))
    .orderBy(asc(webhookAttempts.createdAt), asc(webhookAttempts.attempt));
  return rows.map(({ attempt, delivery, url }) => ({
    id: attempt.id,
    delivery_id: delivery.id,
    webhook_id: delivery.webhookId,
    webhook_url: url,
    event_id: delivery.eventId,
    event_type: delivery.eventType,
    attempt: attempt.attempt,
    status_code: attempt.statusCode,
    latency_ms: attempt.latencyMs,
    response_excerpt: attempt.responseExcerpt,
    error: attempt.error,
    delivery_state: delivery.state,
    created_at: attempt.createdAt.toISOString(),
  }));
}
