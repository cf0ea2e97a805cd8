import { z } from 'zod';
import { dataEnvelope } from '../../api.js';
import { teamEndpoints } from '../../endpoint.js';

/** GET {base}/permissions: the permission names the caller holds on that team. */
export const listTeamPermissionsResponseSchema = dataEnvelope(z.array(z.string()));
export type ListTeamPermissionsResponse = z.infer<typeof listTeamPermissionsResponseSchema>;

export const listTeamPermissionsEndpoint = teamEndpoints('/permissions', {
  method: 'GET',
  permission: null,
  response: listTeamPermissionsResponseSchema,
});
