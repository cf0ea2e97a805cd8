import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { Agent, request } from 'undici';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { webhookDeliveries, webhooks } from '../../db/schema.js';
import { withoutNul } from '../../lib/without-nul.js';
import { PRIVATE_TARGET_CODE, publicOnlyLookup } from '../../net/outbound-address.js';
import { decryptSecret } from '../applications/secret-box.js';
import { type AttemptMade, recordAttempts } from './deliveries.repository.js';
import { signWebhook } from './webhook-signature.js';
import { webhookUrlProblem } from './webhook-url-check.js';

const EXCERPT_BYTES = 2048;
/** A webhook whose deliveries have all failed for this long is marked failing. */
export const FAILING_AFTER_MS = 24 * 3_600_000;

export interface DeliveryDeps {
  db: Db;
  config: Pick<Config, 'encryptionKey' | 'allowPrivateNetworkTargets' | 'webhookRetryScheduleMs' | 'webhookTimeoutMs'>;
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

/** Connections kept alive per endpoint between deliveries, so a busy webhook is not a TCP handshake an event. */
const agents = new Map<boolean, Agent>();

/**
 * The connection pool of webhook requests. Unless private targets are allowed, its sockets resolve host names
 * through publicOnlyLookup: the address checked is the address connected to, so a name cannot resolve to a public
 * address for the check and to an internal one for the connection. (An address literal is checked before.)
 */
export function webhookDispatcher(allowPrivate: boolean): Agent {
  let agent = agents.get(allowPrivate);
  if (!agent) {
    agent = new Agent({
      keepAliveTimeout: 30_000,
      connections: 16,
      ...(allowPrivate ? {} : { connect: { lookup: publicOnlyLookup } }),
    });
    agents.set(allowPrivate, agent);
  }
  return agent;
}

/** The start of what the endpoint answered, kept as text: without NUL characters, which the database refuses. */
function excerptOf(answer: string): string {
  const text = withoutNul(answer);
  const bytes = Buffer.from(text, 'utf8');
  return bytes.length <= EXCERPT_BYTES ? text : bytes.subarray(0, EXCERPT_BYTES).toString('utf8');
}

async function post(url: string, headers: Record<string, string>, body: string, timeoutMs: number, dispatcher: Agent) {
  const started = performance.now();
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    // undici's request, not fetch: the same HTTP/1.1 without the WHATWG streams, a fraction of the CPU per call.
    // Redirects are not followed.
    const response = await request(url, { method: 'POST', headers, body, signal, dispatcher });
    const excerpt = await response.body.text().then(excerptOf, () => null);
    const ok = response.statusCode >= 200 && response.statusCode < 300;
    return {
      ok,
      statusCode: response.statusCode,
      latencyMs: Math.round(performance.now() - started),
      excerpt,
      error: ok ? null : `HTTP ${response.statusCode}`,
    };
  } catch (error) {
    const failure = error as { code?: string; message?: string; cause?: { code?: string; message?: string } };
    return {
      ok: false,
      statusCode: null,
      latencyMs: Math.round(performance.now() - started),
      excerpt: null,
      error: signal.aborted
        ? `Timed out after ${timeoutMs} ms`
        : failure.code === PRIVATE_TARGET_CODE
          ? `The URL is refused: ${failure.message}`
          : (failure.code ?? failure.cause?.code ?? failure.message ?? String(error)),
    };
  }
}

type DeliveryRow = typeof webhookDeliveries.$inferSelect;
type WebhookRow = typeof webhooks.$inferSelect;

/** Makes one attempt of a delivery, without recording it. */
async function attempt(
  deps: DeliveryDeps,
  delivery: DeliveryRow,
  webhook: WebhookRow,
  urlProblem: (url: string) => Promise<string | null>,
): Promise<AttemptResult> {
  if (webhook.status === 'disabled') {
    return { ok: false, statusCode: null, latencyMs: 0, excerpt: null, error: 'The webhook is disabled' };
  }
  // Checked again at delivery time: a host name may resolve elsewhere since the webhook was saved.
  const problem = await urlProblem(webhook.url);
  if (problem) return { ok: false, statusCode: null, latencyMs: 0, excerpt: null, error: problem };
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
  const dispatcher = webhookDispatcher(deps.config.allowPrivateNetworkTargets);
  return post(webhook.url, headers, body, deps.config.webhookTimeoutMs, dispatcher);
}

/**
 * Makes one attempt of a delivery and logs it; on failure the delivery is due again after the configured delay.
 * Returns whether the endpoint answered 2xx.
 */
export async function deliverWebhook(deps: DeliveryDeps, deliveryId: string): Promise<boolean> {
  return (await deliverWebhooks(deps, [deliveryId])).get(deliveryId) ?? false;
}

/**
 * Makes one attempt of each pending delivery of a batch, side by side, then records them in one transaction: one
 * insert of the attempts, one update of the deliveries (only those whose attempt count is still the one read, so a
 * delivery attempted twice at once moves on once: its state, and for a failed one when it is due again on the
 * retry schedule, its lease let go), the webhooks' health. Returns whether each delivery attempted succeeded.
 */
export async function deliverWebhooks(
  deps: DeliveryDeps,
  deliveryIds: readonly string[],
): Promise<Map<string, boolean>> {
  const outcomes = new Map<string, boolean>();
  const ids = [...new Set(deliveryIds)];
  if (ids.length === 0) return outcomes;
  const rows = await deps.db
    .select({ delivery: webhookDeliveries, webhook: webhooks })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(and(inArray(webhookDeliveries.id, ids), eq(webhookDeliveries.state, 'pending')));
  if (rows.length === 0) return outcomes;

  // One check of each URL per batch.
  const checks = new Map<string, Promise<string | null>>();
  const urlProblem = (url: string) => {
    let check = checks.get(url);
    if (!check) {
      check = webhookUrlProblem(url, deps.config.allowPrivateNetworkTargets);
      checks.set(url, check);
    }
    return check;
  };
  // An attempt that cannot even be made (a secret that no longer decrypts) is a failed attempt of its own delivery:
  // throwing would retry the whole batch and send its other events a second time.
  const results = await Promise.all(
    rows.map((row) =>
      attempt(deps, row.delivery, row.webhook, urlProblem).catch(
        (error: unknown): AttemptResult => ({
          ok: false,
          statusCode: null,
          latencyMs: 0,
          excerpt: null,
          error: `The delivery could not be prepared: ${error instanceof Error ? error.message : String(error)}`,
        }),
      ),
    ),
  );

  const schedule = deps.config.webhookRetryScheduleMs;
  const recorded = rows.map(({ delivery, webhook }, i) => {
    const result = results[i] as AttemptResult;
    const number = delivery.attempts + 1;
    const retryDelay = result.ok || webhook.status === 'disabled' ? undefined : schedule[number - 1];
    const state: AttemptMade['state'] = result.ok ? 'succeeded' : retryDelay === undefined ? 'failed' : 'pending';
    outcomes.set(delivery.id, result.ok);
    return { delivery, webhook, result, number, retryDelay, state };
  });

  // The attempts, the deliveries' new states and the webhooks' health in one commit.
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await recordAttempts(
      tx,
      recorded.map(({ delivery, result, number, state, retryDelay }) => ({
        deliveryId: delivery.id,
        previousAttempts: delivery.attempts,
        attempt: number,
        state,
        retryDelayMs: retryDelay ?? 0,
        statusCode: result.statusCode,
        latencyMs: result.latencyMs,
        excerpt: result.excerpt,
        error: result.error,
      })),
    );
    // Each webhook's health once: a success in the batch clears a failing mark, else its failures count.
    const health = new Map<string, boolean>();
    for (const { webhook, result } of recorded) health.set(webhook.id, (health.get(webhook.id) ?? false) || result.ok);
    for (const [webhookId, ok] of health) await recordHealth(tx, webhookId, ok);
  });
  return outcomes;
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
