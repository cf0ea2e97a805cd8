import {
  type DeleteTeamBody,
  deleteTeamResponseSchema,
  type Team,
  type TeamType,
  teamApiBase,
  type UpdateTeamBody,
  updateTeamResponseSchema,
} from '@tripline/contracts';
import { apiRequest } from '../../../lib/api-client';

/** PATCH the team root path (/api/developers/:teamId or /api/orgs/:teamId). */
export async function updateTeam(type: TeamType, teamId: string, body: UpdateTeamBody): Promise<Team> {
  return (await apiRequest('PATCH', teamApiBase(type, teamId), { schema: updateTeamResponseSchema, body })).data;
}

/** DELETE the team root path with the team's name typed again. */
export async function deleteTeam(type: TeamType, teamId: string, body: DeleteTeamBody): Promise<Team> {
  return (await apiRequest('DELETE', teamApiBase(type, teamId), { schema: deleteTeamResponseSchema, body })).data;
}
