import { z } from 'zod';
import { dataEnvelope } from '../../api.js';
import { defineEndpoint } from '../../endpoint.js';

/** POST /api/tokens/:token/validate: verifies an email address; 403 `{error:{status,message}}` for a bad, used or expired token. */
export const validateTokenResponseSchema = dataEnvelope(z.object({ message: z.string(), email: z.string() }));
export type ValidateTokenResponse = z.infer<typeof validateTokenResponseSchema>;

export const validateTokenEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/tokens/:token/validate',
  access: { public: true },
  params: z.object({ token: z.string().min(1).max(200) }),
  response: validateTokenResponseSchema,
  summary: 'Verifies an email address with a mailed token',
});
