import { z } from 'zod';
import { dataEnvelope } from '../../api.js';
import { teamEndpoints } from '../../endpoint.js';
import { TEAM_ROLES } from '../../roles.js';
import { teamUserSchema } from './team-schema.js';

/** PATCH {base}/users/:userId: change a member's role. A team keeps at least one owner (422 otherwise). */
export const updateTeamUserBodySchema = z.object({
  role: z.enum(TEAM_ROLES),
});
export type UpdateTeamUserBody = z.infer<typeof updateTeamUserBodySchema>;

export const updateTeamUserResponseSchema = dataEnvelope(teamUserSchema);
export type UpdateTeamUserResponse = z.infer<typeof updateTeamUserResponseSchema>;

export const updateTeamUserEndpoint = teamEndpoints('/users/:userId', {
  method: 'PATCH',
  permission: 'edit-users',
  body: updateTeamUserBodySchema,
  response: updateTeamUserResponseSchema,
});

/** Removes the member from the team; answers 204. A team keeps at least one owner (422 otherwise). */
export const removeTeamUserEndpoint = teamEndpoints('/users/:userId', {
  method: 'DELETE',
  permission: 'delete-users',
  status: 204,
});
