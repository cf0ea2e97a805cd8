import type { QueryClient } from '@tanstack/react-query';
import { listSegmentsEndpoints, listTravelEndpoint, listTripsEndpoint, SEGMENT_LIST_TYPES } from '@tripline/contracts';
import { invalidateEndpoint } from '../../../lib/endpoint-client';

/** Drops the team's travel listings and its trips and segments lists: a trip or a segment of them has gone. */
export async function invalidateTravelLists(queryClient: QueryClient, teamId: string): Promise<void> {
  await Promise.all([
    invalidateEndpoint(queryClient, listTravelEndpoint, { teamId }),
    ...SEGMENT_LIST_TYPES.map((list) => invalidateEndpoint(queryClient, listSegmentsEndpoints[list], { teamId })),
    invalidateEndpoint(queryClient, listTripsEndpoint, { teamId }),
  ]);
}
