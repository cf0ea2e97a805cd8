import { z } from 'zod';
import { dataEnvelope } from '../../api.js';
import { TEAM_ROLES } from '../../roles.js';
import { teamUserSchema } from './team-schema.js';

/** PATCH {base}/users/:userId: change a member's role. A team keeps at least one owner (422 otherwise). */
export const updateTeamUserBodySchema = z.object({
  role: z.enum(TEAM_ROLES),
});
export type UpdateTeamUserBody = z.infer<typeof updateTeamUserBodySchema>;

export const updateTeamUserResponseSchema = dataEnvelope(teamUserSchema);
export type UpdateTeamUserResponse = z.infer<typeof updateTeamUserResponseSchema>;

/** DELETE {base}/users/:userId removes the member from the team; answers 204. */
export const removeTeamUserParamsSchema = z.object({ teamId: z.string(), userId: z.string() });
