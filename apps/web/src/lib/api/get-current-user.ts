import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { getCurrentUserEndpoint, listCurrentUserTeamsEndpoint } from '@tripline/contracts';
import { callEndpoint, endpointQuery, invalidateEndpoints } from '../endpoint-client';

/**
 * The signed-in user, cached under the endpoint's key as the endpoint answers it (`{data: user}`) and read as the
 * user; a 401 is left to the caller (the guard sends the visitor to sign-in).
 */
export const currentUserQuery = queryOptions({
  ...endpointQuery(getCurrentUserEndpoint, {}),
  queryFn: ({ signal }) => callEndpoint(getCurrentUserEndpoint, {}, { signal, reloadOnUnauthorized: false }),
  select: (answer) => answer.data,
  staleTime: 60_000,
});

/** Drops the cached user and their team lists, which a change of memberships leaves stale. */
export function invalidateCurrentUser(queryClient: QueryClient): Promise<void> {
  return invalidateEndpoints(queryClient, [getCurrentUserEndpoint, listCurrentUserTeamsEndpoint]);
}
