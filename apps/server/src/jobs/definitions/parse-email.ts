import { z } from 'zod';
import { defineJob } from '../define-job.js';

/** Reads one stored email through the sender filter and the extraction engine, then assembles trips. */
export const parseEmailJob = defineJob({
  name: 'parse-email',
  payload: z.object({ emailId: z.string().min(1) }),
  retryLimit: 5,
  retryDelaySeconds: 10,
  // A backlog after a burst of mail drains in batches; on PostgreSQL a batch's parses run side by side (extraction in
  // the parse worker threads, database writes here); two workers, so one slow batch does not leave the queue waiting.
  batchSize: 10,
  workers: 2,
  parallel: 'postgres',
});
