import { z } from 'zod';
import { dataEnvelope } from '../../api.js';
import { defineEndpoint } from '../../endpoint.js';
import { passwordSchema, userSchema } from './user-schema.js';

/**
 * PATCH /api/users/current: profile fields. Changing the password needs `current_password` (422 when wrong);
 * `timezone` must be an IANA zone from GET /api/locations/timezones.
 */
export const updateCurrentUserBodySchema = z
  .object({
    first_name: z.string().trim().max(100).nullable(),
    last_name: z.string().trim().max(100).nullable(),
    timezone: z.string().max(64).nullable(),
    password: passwordSchema,
    current_password: z.string().max(200),
  })
  .partial();
export type UpdateCurrentUserBody = z.infer<typeof updateCurrentUserBodySchema>;

export const updateCurrentUserResponseSchema = dataEnvelope(userSchema);
export type UpdateCurrentUserResponse = z.infer<typeof updateCurrentUserResponseSchema>;

export const updateCurrentUserEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/api/users/current',
  access: { permission: null },
  body: updateCurrentUserBodySchema,
  response: updateCurrentUserResponseSchema,
});
