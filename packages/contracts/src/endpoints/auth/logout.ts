import { z } from 'zod';
import { dataEnvelope } from '../../api.js';

/** POST /logout: ends the session; the browser follows `redirect` when present, otherwise goes to /. */
export const logoutResponseSchema = dataEnvelope(z.object({ redirect: z.string().optional() }));
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;
