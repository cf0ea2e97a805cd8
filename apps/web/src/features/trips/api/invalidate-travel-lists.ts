import type { QueryClient } from '@tanstack/react-query';
import {
  listSegmentsEndpoints,
  listTravelEndpoints,
  listTripsEndpoint,
  SEGMENT_LIST_TYPES,
  TRAVEL_LISTING_TYPES,
} from '@tripline/contracts';
import { invalidateEndpoint } from '../../../lib/endpoint-client';

/** Drops the team's travel listings and its trips and segments lists: a trip or a segment of them has gone. */
export async function invalidateTravelLists(queryClient: QueryClient, teamId: string): Promise<void> {
  await Promise.all([
    ...TRAVEL_LISTING_TYPES.map((type) => invalidateEndpoint(queryClient, listTravelEndpoints[type], { teamId })),
    ...SEGMENT_LIST_TYPES.map((list) => invalidateEndpoint(queryClient, listSegmentsEndpoints[list], { teamId })),
    invalidateEndpoint(queryClient, listTripsEndpoint, { teamId }),
  ]);
}
