import { API_PATHS, type CreateTeamBody, createTeamResponseSchema, type TeamType } from '@tripline/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/orgs or /api/developers: the caller becomes the new team's owner. */
export async function createTeam(type: TeamType, body: CreateTeamBody) {
  return (await apiRequest('POST', API_PATHS.teams(type), { body, schema: createTeamResponseSchema })).data;
}
