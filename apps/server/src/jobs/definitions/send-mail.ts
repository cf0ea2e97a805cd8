import { z } from 'zod';
import { defineJob } from '../define-job.js';

/** Sends one email through the configured transport (SMTP or the outbox folder). */
export const sendMailJob = defineJob({
  name: 'send-mail',
  payload: z.object({
    to: z.string().min(3),
    subject: z.string().min(1),
    text: z.string(),
    html: z.string().optional(),
  }),
  retryLimit: 8,
  retryDelaySeconds: 30,
});
