import { z } from 'zod';
import { defineJob } from '../define-job.js';

/** Reads one stored email through the sender filter and the extraction engine, then assembles trips. */
export const parseEmailJob = defineJob({
  name: 'parse-email',
  payload: z.object({ emailId: z.string().min(1) }),
  retryLimit: 5,
  retryDelaySeconds: 10,
  // A backlog after a burst of mail drains in batches; two workers overlap one parse's database writes with the
  // next one's extraction. Parsing more at once was measured to slow down accepting mail when cores are short.
  batchSize: 10,
  workers: 2,
});
