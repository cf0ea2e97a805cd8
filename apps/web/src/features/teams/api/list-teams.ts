import { queryOptions } from '@tanstack/react-query';
import { listTeamsEndpoint, type TeamType } from '@tripline/contracts';
import { endpointQuery } from '../../../lib/endpoint-client';

/** Every team of a type, by name, Deleted ones left out: all of them for those who may browse them all (spec §7). */
export function allTeamsQuery(type: TeamType) {
  return queryOptions({
    ...endpointQuery(listTeamsEndpoint[type], { query: { paginate: 'false', sort: 'name:asc' } }),
    select: (answer) => answer.data.filter((team) => team.status !== 'Deleted'),
  });
}
