import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { rowsOf } from '../../db/client.js';
import { TableQueue } from '../../jobs/table-queue.js';
import { type DeliveryDeps, deliverWebhooks } from './deliver-webhook.js';

export interface DeliveryQueueOptions {
  /** The embedded database is one process's: a lease found in it at start is from a run that has ended. */
  releaseLeases: boolean;
  pollMs?: number;
  batchSize?: number;
  /** Batches attempted at once, so a slow endpoint holding one does not hold up the others. */
  concurrency?: number;
}

/**
 * The delivery queue (decision 036): deliveries wait in their table as `pending` until their next attempt is due
 * (now for a new one, later for a retry); batches of the due ones are taken with a lease (the longest waiting first)
 * and attempted. A delivery whose run was cut off is taken up again once its lease has run out: its event is then
 * sent again under the same webhook-id, as Standard Webhooks receivers expect of a retry.
 */
export async function startDeliveryQueue(
  deps: DeliveryDeps & { logger: Logger },
  options: DeliveryQueueOptions,
): Promise<TableQueue> {
  // Long enough for every attempt of a batch to reach its timeout, and a margin for recording them.
  const leaseMs = deps.config.webhookTimeoutMs * 2 + 30_000;
  if (options.releaseLeases) {
    await deps.db.execute(
      sql`update webhook_deliveries set lease_until = null where state = 'pending' and lease_until is not null`,
    );
  }
  return new TableQueue({
    name: 'deliveries',
    batchSize: options.batchSize ?? 20,
    concurrency: options.concurrency ?? 4,
    pollMs: options.pollMs ?? 2000,
    logger: deps.logger,
    claim: async (limit, running) => {
      const taken = rowsOf<{ id: string }>(
        await deps.db.execute(sql`
          update webhook_deliveries d set lease_until = now() + ${leaseMs} * interval '1 millisecond'
          from (
            select id from webhook_deliveries
            where state = 'pending' and next_attempt_at <= now() and (lease_until is null or lease_until <= now())
              and not (id = any(${sql.param([...running])}::text[]))
            order by next_attempt_at limit ${limit}
            for update skip locked
          ) due
          where d.id = due.id
          returning d.id`),
      );
      return taken.map((row) => row.id);
    },
    handle: async (ids) => {
      await deliverWebhooks(deps, ids);
    },
  });
}
