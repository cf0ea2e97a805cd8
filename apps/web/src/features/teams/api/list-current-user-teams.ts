import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, listCurrentUserTeamsResponseSchema } from '@tripline/contracts';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/users/current/teams: the user's org and developer teams, by name. */
export async function listCurrentUserTeams() {
  const answer = await apiRequest('GET', API_PATHS.currentUserTeams, { schema: listCurrentUserTeamsResponseSchema });
  return {
    orgs: answer.data.orgs.filter((team) => team.status !== 'Deleted'),
    developers: answer.data.developers.filter((team) => team.status !== 'Deleted'),
  };
}

export const currentUserTeamsQuery = queryOptions({
  queryKey: ['users', 'current', 'teams'],
  queryFn: listCurrentUserTeams,
});
