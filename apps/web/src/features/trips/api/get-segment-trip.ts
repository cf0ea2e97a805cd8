import { getTripSegmentEndpoint } from '@tripline/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';

/** The id of the trip that owns a segment. */
export async function getSegmentTripId(teamId: string, segmentType: string, segmentId: string): Promise<string> {
  const { data } = await callEndpoint(getTripSegmentEndpoint, { params: { teamId, type: segmentType, id: segmentId } });
  return data.trip_id;
}
