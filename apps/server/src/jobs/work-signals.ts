import type { ParseQueueSignal } from '../modules/ingest/parse-queue.js';
import type { DeliveryQueueSignal } from '../modules/webhooks/delivery-queue.js';

/**
 * The queues that keep their work in their own tables (decision 036), as the work they are told of reaches them:
 * the parse queue (emails stored and waiting for a parse) and the delivery queue (webhook deliveries due). In the
 * process that runs them these are the queues themselves (background-work.ts); an HTTP process passes them to it.
 * A signal carries nothing: the queue finds the work in its table, so a lost signal only delays it until the
 * queue's next look (a few seconds).
 */
export type WorkSignals = ParseQueueSignal & DeliveryQueueSignal;
