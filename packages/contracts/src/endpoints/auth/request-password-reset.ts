import { z } from 'zod';
import { dataEnvelope } from '../../api.js';

/** POST /password/email: always 200 whether or not the address has an account; mails a /reset-password?token= link (CONSOLE_PATHS.resetPassword). */
export const requestPasswordResetBodySchema = z.object({
  email: z.email('Enter a valid email address').trim().toLowerCase(),
});
export type RequestPasswordResetBody = z.infer<typeof requestPasswordResetBodySchema>;

export const requestPasswordResetResponseSchema = dataEnvelope(z.object({ message: z.string() }));
export type RequestPasswordResetResponse = z.infer<typeof requestPasswordResetResponseSchema>;
