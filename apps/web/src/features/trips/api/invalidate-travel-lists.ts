import type { QueryClient } from '@tanstack/react-query';
import { listSegmentsEndpoints, listTravelEndpoint, listTripsEndpoint, SEGMENT_LIST_TYPES } from '@tripline/contracts';
import { invalidateEndpoints } from '../../../lib/endpoint-client';

/** Drops the team's travel listings and its trips and segments lists: a trip or a segment of them has gone. */
export function invalidateTravelLists(queryClient: QueryClient, teamId: string): Promise<void> {
  const segmentLists = SEGMENT_LIST_TYPES.map((list) => listSegmentsEndpoints[list]);
  return invalidateEndpoints(queryClient, [listTravelEndpoint, ...segmentLists, listTripsEndpoint], { teamId });
}
