import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, listTeamsResponseSchema, type TeamType } from '@tripline/contracts';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/orgs or /api/developers, whole and by name: every team for those who may browse them all (spec §7). */
export async function listTeams(type: TeamType) {
  const answer = await apiRequest('GET', API_PATHS.teams(type), {
    schema: listTeamsResponseSchema,
    query: { paginate: 'false', sort: 'name:asc' },
  });
  return answer.data.filter((team) => team.status !== 'Deleted');
}

export function allTeamsQuery(type: TeamType) {
  return queryOptions({ queryKey: ['team-lists', type], queryFn: () => listTeams(type) });
}
