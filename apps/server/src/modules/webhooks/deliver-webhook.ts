import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { webhookAttempts, webhookDeliveries, webhooks } from '../../db/schema.js';
import type { JobSender } from '../../jobs/define-job.js';
import { deliverWebhookJob } from '../../jobs/definitions/deliver-webhook.js';
import { decryptSecret } from '../applications/secret-box.js';
import { signWebhook } from './webhook-signature.js';
import { webhookUrlProblem } from './webhook-url-check.js';

const EXCERPT_BYTES = 2048;
/** A webhook whose deliveries have all failed for this long is marked failing. */
export const FAILING_AFTER_MS = 24 * 3_600_000;

export interface DeliveryDeps {
  db: Db;
  jobs: JobSender;
  config: Pick<Config, 'encryptionKey' | 'allowPrivateWebhooks' | 'webhookRetryScheduleMs' | 'webhookTimeoutMs'>;
}

interface AttemptResult {
  ok: boolean;
  statusCode: number | null;
  latencyMs: number;
  excerpt: string | null;
  error: string | null;
}

/** The event body sent: `{type, timestamp, data}` as Standard Webhooks suggests. */
export function deliveryBody(delivery: { eventType: string; createdAt: Date; payload: unknown }): string {
  return JSON.stringify({
    type: delivery.eventType,
    timestamp: delivery.createdAt.toISOString(),
    data: delivery.payload,
  });
}

async function readExcerpt(response: Response): Promise<string> {
  const text = await response.text();
  const bytes = Buffer.from(text, 'utf8');
  return bytes.length <= EXCERPT_BYTES ? text : bytes.subarray(0, EXCERPT_BYTES).toString('utf8');
}

async function post(url: string, headers: Record<string, string>, body: string, timeoutMs: number) {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const excerpt = await readExcerpt(response).catch(() => null);
    const ok = response.status >= 200 && response.status < 300;
    return {
      ok,
      statusCode: response.status,
      latencyMs: Math.round(performance.now() - started),
      excerpt,
      error: ok ? null : `HTTP ${response.status}`,
    };
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return {
      ok: false,
      statusCode: null,
      latencyMs: Math.round(performance.now() - started),
      excerpt: null,
      error: timedOut ? `Timed out after ${timeoutMs} ms` : (cause?.code ?? cause?.message ?? String(error)),
    };
  }
}

/**
 * Makes one attempt of a delivery and logs it; on failure queues the next attempt after the configured delay.
 * Returns whether the endpoint answered 2xx.
 */
export async function deliverWebhook(deps: DeliveryDeps, deliveryId: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ delivery: webhookDeliveries, webhook: webhooks })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(eq(webhookDeliveries.id, deliveryId))
    .limit(1);
  if (!row) return false;
  if (row.delivery.state !== 'pending') return false;
  const { delivery, webhook } = row;
  const attempt = delivery.attempts + 1;

  let result: AttemptResult;
  if (webhook.status === 'disabled') {
    result = { ok: false, statusCode: null, latencyMs: 0, excerpt: null, error: 'The webhook is disabled' };
  } else {
    // Checked again at delivery time: a host name may resolve elsewhere since the webhook was saved.
    const problem = await webhookUrlProblem(webhook.url, deps.config.allowPrivateWebhooks);
    if (problem) {
      result = { ok: false, statusCode: null, latencyMs: 0, excerpt: null, error: problem };
    } else {
      const body = deliveryBody(delivery);
      const timestamp = Math.floor(Date.now() / 1000);
      const secret = decryptSecret(deps.config.encryptionKey, webhook.secretEncrypted);
      const headers = {
        'content-type': 'application/json',
        'user-agent': 'Tripline-Webhooks/1',
        'webhook-id': delivery.eventId,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signWebhook(secret, delivery.eventId, timestamp, body),
      };
      result = await post(webhook.url, headers, body, deps.config.webhookTimeoutMs);
    }
  }

  const schedule = deps.config.webhookRetryScheduleMs;
  const retryDelay = result.ok || webhook.status === 'disabled' ? undefined : schedule[attempt - 1];
  const state = result.ok ? 'succeeded' : retryDelay === undefined ? 'failed' : 'pending';
  // The attempt, the delivery's new state and the webhook's health in one commit.
  const advanced = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.insert(webhookAttempts).values({
      id: crypto.randomUUID(),
      deliveryId,
      attempt,
      statusCode: result.statusCode,
      latencyMs: result.latencyMs,
      responseExcerpt: result.excerpt,
      error: result.error,
    });
    // Only the run that moves the attempt count on schedules the next one, should a job ever run twice at once.
    const moved = await tx
      .update(webhookDeliveries)
      .set({ attempts: attempt, state, updatedAt: new Date() })
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.attempts, delivery.attempts)))
      .returning({ id: webhookDeliveries.id });
    await recordHealth(tx, webhook.id, result.ok);
    return moved;
  });
  if (retryDelay !== undefined && advanced.length > 0) {
    await deps.jobs.send(deliverWebhookJob, { deliveryId }, { startAfter: new Date(Date.now() + retryDelay) });
  }
  return result.ok;
}

/** A success clears the failing mark; failures since a day or more mark the webhook failing. */
async function recordHealth(db: Db, webhookId: string, ok: boolean) {
  if (ok) {
    await db
      .update(webhooks)
      .set({
        failingSince: null,
        status: sql`case when ${webhooks.status} = 'failing' then 'active' else ${webhooks.status} end`,
      })
      // Only when there is something to clear: a busy webhook's row is not rewritten on every success.
      .where(and(eq(webhooks.id, webhookId), or(isNotNull(webhooks.failingSince), eq(webhooks.status, 'failing'))));
    return;
  }
  const failingAfter = new Date(Date.now() - FAILING_AFTER_MS);
  await db
    .update(webhooks)
    .set({
      failingSince: sql`coalesce(${webhooks.failingSince}, now())`,
      status: sql`case when ${webhooks.status} = 'active' and ${webhooks.failingSince} <= ${failingAfter} then 'failing' else ${webhooks.status} end`,
    })
    .where(eq(webhooks.id, webhookId));
}
