/**
 * Tells the queues that keep their work in their own tables (decision 036) that work is waiting: emails stored
 * and waiting for a parse, webhook deliveries due. A signal carries nothing: the queue finds the work in its table,
 * so a lost signal only delays it until the queue's next look (a few seconds).
 */
export interface WorkSignals {
  emailsReceived(): void;
  deliveriesQueued(): void;
}
