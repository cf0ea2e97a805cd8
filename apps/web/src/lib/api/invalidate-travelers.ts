import type { QueryClient } from '@tanstack/react-query';
import { getTravelerEndpoint, listTravelersEndpoint } from '@tripline/contracts';
import { invalidateEndpoint } from '../endpoint-client';

/** Drops the team's cached people, the lists and each person, so they load again after a change. */
export async function invalidateTravelers(queryClient: QueryClient, teamId: string): Promise<void> {
  await Promise.all([
    invalidateEndpoint(queryClient, listTravelersEndpoint, { teamId }),
    invalidateEndpoint(queryClient, getTravelerEndpoint, { teamId }),
  ]);
}
