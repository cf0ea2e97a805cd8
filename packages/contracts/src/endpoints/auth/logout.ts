import { z } from 'zod';
import { dataEnvelope } from '../../api.js';
import { defineEndpoint } from '../../endpoint.js';

/** POST /logout: ends the session; the browser follows `redirect` when present, otherwise goes to /. */
export const logoutResponseSchema = dataEnvelope(z.object({ redirect: z.string().optional() }));
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;

export const logOutEndpoint = defineEndpoint({
  method: 'POST',
  path: '/logout',
  access: { public: true },
  response: logoutResponseSchema,
  summary: 'Ends the session',
});
