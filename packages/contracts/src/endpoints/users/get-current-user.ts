import type { z } from 'zod';
import { dataEnvelope } from '../../api.js';
import { defineEndpoint } from '../../endpoint.js';
import { userSchema } from './user-schema.js';

/** GET /api/users/current: 401 when not signed in. */
export const getCurrentUserResponseSchema = dataEnvelope(userSchema);
export type GetCurrentUserResponse = z.infer<typeof getCurrentUserResponseSchema>;

export const getCurrentUserEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/users/current',
  access: { permission: null },
  response: getCurrentUserResponseSchema,
});
