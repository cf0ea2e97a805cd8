import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { webhookDeliveries } from '../../db/schema.js';
import type { JobPayload, JobSender } from '../../jobs/define-job.js';
import { deliverWebhookJob } from '../../jobs/definitions/deliver-webhook.js';

/** The queue as seen here: it sends jobs and tells which deliveries already have one waiting or running. */
export interface DeliveryQueue extends JobSender {
  openPayloads(definition: typeof deliverWebhookJob): Promise<JobPayload<typeof deliverWebhookJob>[]>;
}

/**
 * Queues an attempt for every pending delivery that has no job: the server stopped after committing a parse
 * (and its deliveries) or an attempt, before the job was sent. Run when the worker starts. A delivery never
 * attempted is queued at once; a retry keeps its place on the schedule, counted from the last attempt.
 */
export async function requeueUndelivered(
  db: Db,
  queue: DeliveryQueue,
  retryScheduleMs: readonly number[],
  scope: { teamId?: string } = {},
): Promise<number> {
  const queued = new Set((await queue.openPayloads(deliverWebhookJob)).map((payload) => payload.deliveryId));
  const pending = await db
    .select({ id: webhookDeliveries.id, attempts: webhookDeliveries.attempts, updatedAt: webhookDeliveries.updatedAt })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.state, 'pending'),
        scope.teamId ? eq(webhookDeliveries.teamId, scope.teamId) : undefined,
      ),
    );
  const orphans = pending.filter((delivery) => !queued.has(delivery.id));
  for (const delivery of orphans) {
    const delay = delivery.attempts > 0 ? (retryScheduleMs[delivery.attempts - 1] ?? 0) : 0;
    const startAfter = new Date(delivery.updatedAt.getTime() + delay);
    await queue.send(
      deliverWebhookJob,
      { deliveryId: delivery.id },
      startAfter.getTime() > Date.now() ? { startAfter } : undefined,
    );
  }
  return orphans.length;
}
