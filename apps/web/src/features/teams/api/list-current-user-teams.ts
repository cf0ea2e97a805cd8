import { queryOptions } from '@tanstack/react-query';
import { listCurrentUserTeamsEndpoint } from '@tripline/contracts';
import { endpointQuery } from '../../../lib/endpoint-client';

/** The user's org and developer teams, by name, Deleted ones left out. */
export const currentUserTeamsQuery = queryOptions({
  ...endpointQuery(listCurrentUserTeamsEndpoint, {}),
  select: ({ data }) => ({
    orgs: data.orgs.filter((team) => team.status !== 'Deleted'),
    developers: data.developers.filter((team) => team.status !== 'Deleted'),
  }),
});
