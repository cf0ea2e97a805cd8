import type { z } from 'zod';
import { dataEnvelope } from '../../api.js';
import { defineEndpoint } from '../../endpoint.js';
import { userTeamsSchema } from './user-schema.js';

/** GET /api/users/current/teams: `{data: {orgs, developers}}`, each sorted by name ascending; Deleted teams left out. */
export const listCurrentUserTeamsResponseSchema = dataEnvelope(userTeamsSchema);
export type ListCurrentUserTeamsResponse = z.infer<typeof listCurrentUserTeamsResponseSchema>;

export const listCurrentUserTeamsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/users/current/teams',
  access: { permission: null },
  response: listCurrentUserTeamsResponseSchema,
});
