import { queryOptions } from '@tanstack/react-query';
import { getTeamResponseSchema, type Team, type TeamType, teamApiBase } from '@tripline/contracts';
import { apiRequest } from '../api-client';

/** GET /api/orgs/:teamId or /api/developers/:teamId. */
export async function getTeam(type: TeamType, teamId: string): Promise<Team> {
  return (await apiRequest('GET', teamApiBase(type, teamId), { schema: getTeamResponseSchema })).data;
}

export function teamQuery(type: TeamType, teamId: string) {
  return queryOptions({ queryKey: ['teams', type, teamId], queryFn: () => getTeam(type, teamId) });
}
