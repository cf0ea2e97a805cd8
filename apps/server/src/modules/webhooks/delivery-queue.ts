import type { Logger } from 'pino';
import { TableQueue } from '../../jobs/table-queue.js';
import { type DeliveryDeps, deliverWebhooks } from './deliver-webhook.js';
import { claimDueDeliveries, releaseDeliveryLeases } from './deliveries.repository.js';

/** How the delivery queue is woken: by whoever records deliveries due now (a parse, the console's test event). */
export interface DeliveryQueueSignal {
  deliveriesQueued(): void;
}

/** The running delivery queue of this process. */
export interface DeliveryQueue extends DeliveryQueueSignal {
  /** The same as deliveriesQueued: look for work now. */
  wake(): void;
  /** Takes no more work and waits for the batches under way. */
  stop(): Promise<void>;
}

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
): Promise<DeliveryQueue> {
  // Long enough for every attempt of a batch to reach its timeout, and a margin for recording them.
  const leaseMs = deps.config.webhookTimeoutMs * 2 + 30_000;
  if (options.releaseLeases) await releaseDeliveryLeases(deps.db);
  const queue = new TableQueue({
    name: 'deliveries',
    batchSize: options.batchSize ?? 20,
    concurrency: options.concurrency ?? 4,
    pollMs: options.pollMs ?? 2000,
    logger: deps.logger,
    claim: (limit, running) => claimDueDeliveries(deps.db, { limit, leaseMs, skip: [...running] }),
    handle: async (ids) => {
      await deliverWebhooks(deps, ids);
    },
  });
  return {
    deliveriesQueued: () => queue.wake(),
    wake: () => queue.wake(),
    stop: () => queue.stop(),
  };
}
