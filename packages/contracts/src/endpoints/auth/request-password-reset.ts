import { z } from 'zod';
import { dataEnvelope } from '../../api.js';
import { defineEndpoint } from '../../endpoint.js';

/** POST /password/email: always 200 whether or not the address has an account; mails a /reset-password?token= link (CONSOLE_PATHS.resetPassword). */
export const requestPasswordResetBodySchema = z.object({
  email: z.email('Enter a valid email address').trim().toLowerCase(),
});
export type RequestPasswordResetBody = z.infer<typeof requestPasswordResetBodySchema>;

export const requestPasswordResetResponseSchema = dataEnvelope(z.object({ message: z.string() }));
export type RequestPasswordResetResponse = z.infer<typeof requestPasswordResetResponseSchema>;

export const requestPasswordResetEndpoint = defineEndpoint({
  method: 'POST',
  path: '/password/email',
  access: { public: true },
  body: requestPasswordResetBodySchema,
  response: requestPasswordResetResponseSchema,
  summary: 'Mails a link to reset the password',
});
