import { z } from 'zod';
import { dataEnvelope } from '../../api.js';
import { defineEndpoint } from '../../endpoint.js';
import { passwordSchema } from '../users/user-schema.js';

/** POST /password/reset: the token from the mailed link and the new password; 403 for a bad, used or expired token. */
export const resetPasswordBodySchema = z.object({
  token: z.string().min(1).max(200),
  password: passwordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const resetPasswordResponseSchema = dataEnvelope(z.object({ message: z.string() }));
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponseSchema>;

export const resetPasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/password/reset',
  access: { public: true },
  body: resetPasswordBodySchema,
  response: resetPasswordResponseSchema,
  summary: 'Sets a new password with a mailed token',
});
