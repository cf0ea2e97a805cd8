import { z } from 'zod';
import { defineJob } from '../define-job.js';

/** Generates one report's files; the report row says Processing until this has run. */
export const generateReportJob = defineJob({
  name: 'generate-report',
  payload: z.object({ reportId: z.number().int().positive() }),
  // Query failures mark the report Failed in the handler; this only covers a crash of the worker itself.
  retryLimit: 2,
  retryDelaySeconds: 10,
});
