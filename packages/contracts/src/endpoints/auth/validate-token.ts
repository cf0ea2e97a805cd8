import { z } from 'zod';
import { dataEnvelope } from '../../api.js';

/** POST /api/tokens/:token/validate: verifies an email address; 403 `{error:{status,message}}` for a bad, used or expired token. */
export const validateTokenResponseSchema = dataEnvelope(z.object({ message: z.string(), email: z.string() }));
export type ValidateTokenResponse = z.infer<typeof validateTokenResponseSchema>;
