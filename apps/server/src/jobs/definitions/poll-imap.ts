import { z } from 'zod';
import { defineJob } from '../define-job.js';

/** One scheduled poll of an IMAP integration; the handler books the next one. */
export const pollImapJob = defineJob({
  name: 'poll-imap',
  payload: z.object({ integrationId: z.string().min(1), chain: z.string().min(1) }),
  // Server faults are recorded on the integration, not retried; this only covers a crash of the worker itself.
  retryLimit: 2,
  retryDelaySeconds: 30,
  // Slow IMAP servers must not hold up each other.
  workers: 2,
});
