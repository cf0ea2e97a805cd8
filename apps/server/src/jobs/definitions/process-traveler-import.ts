import { z } from 'zod';
import { defineJob } from '../define-job.js';

/** Reads an uploaded traveler file and writes its people; a retry starts the file over (the writes are upserts). */
export const processTravelerImportJob = defineJob({
  name: 'process-traveler-import',
  payload: z.object({ importId: z.string().min(1) }),
  retryLimit: 2,
  retryDelaySeconds: 30,
});
