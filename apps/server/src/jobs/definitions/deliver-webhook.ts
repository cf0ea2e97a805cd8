import { z } from 'zod';
import { defineJob } from '../define-job.js';

/** One attempt to deliver an event to a webhook; later attempts are sent by the handler on the webhook schedule. */
export const deliverWebhookJob = defineJob({
  name: 'deliver-webhook',
  payload: z.object({ deliveryId: z.string().min(1) }),
  // Retries of failed HTTP calls are scheduled by the handler; this only covers a crash of the worker itself.
  retryLimit: 3,
  retryDelaySeconds: 5,
  // A fetched batch is attempted side by side and recorded in one transaction (deliverWebhooks). Several workers, so
  // a slow endpoint (up to the timeout per attempt) holding its batch does not delay other webhooks.
  batchSize: 20,
  workers: 4,
});
