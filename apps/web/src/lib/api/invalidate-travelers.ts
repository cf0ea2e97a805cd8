import type { QueryClient } from '@tanstack/react-query';
import { getTravelerEndpoint, listTravelersEndpoint } from '@tripline/contracts';
import { invalidateEndpoints } from '../endpoint-client';

/** Drops the team's cached people, the lists and each person, so they load again after a change. */
export function invalidateTravelers(queryClient: QueryClient, teamId: string): Promise<void> {
  return invalidateEndpoints(queryClient, [listTravelersEndpoint, getTravelerEndpoint], { teamId });
}
