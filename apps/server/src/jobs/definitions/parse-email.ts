import { z } from 'zod';
import { defineJob } from '../define-job.js';

/** Reads one stored email through the sender filter and the extraction engine, then assembles trips. */
export const parseEmailJob = defineJob({
  name: 'parse-email',
  payload: z.object({ emailId: z.string().min(1) }),
  retryLimit: 5,
  retryDelaySeconds: 10,
});
