import { z } from 'zod';
import { defineJob } from '../define-job.js';

/** Reads one stored email through the sender filter and the extraction engine, then assembles trips. */
export const parseEmailJob = defineJob({
  name: 'parse-email',
  payload: z.object({ emailId: z.string().min(1) }),
  retryLimit: 5,
  retryDelaySeconds: 10,
  // A fetched batch is read together and committed in one transaction (parseStoredEmails): the statements per
  // email shrink as mail arrives faster. Two workers overlap one batch's database writes with the next one's reading.
  batchSize: 25,
  workers: 2,
});
