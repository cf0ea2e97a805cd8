import { deleteSegmentResponseSchema, getTripResponseSchema, TRIP_API_PATHS, type Trip } from '@tripline/contracts';
import { apiRequest } from '../../../lib/api-client';

/** GET {base}/trips/:id: the trip with its owner and every segment. */
export async function getTrip(teamId: string, tripId: string): Promise<Trip> {
  return (await apiRequest('GET', TRIP_API_PATHS.trip(teamId, tripId), { schema: getTripResponseSchema })).data;
}

/** DELETE {base}/trips/:id. */
export async function deleteTrip(teamId: string, tripId: string): Promise<void> {
  await apiRequest('DELETE', TRIP_API_PATHS.trip(teamId, tripId));
}

/** DELETE {base}/segments/:type/:id; the answer says whether the trip went with its last segment. */
export async function deleteSegment(teamId: string, type: string, segmentId: string) {
  return (
    await apiRequest('DELETE', TRIP_API_PATHS.segment(teamId, type, segmentId), {
      schema: deleteSegmentResponseSchema,
    })
  ).data;
}
