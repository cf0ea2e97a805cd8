import { dataEnvelope, teamApiBase } from '@tripline/contracts';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const segmentOwnerSchema = dataEnvelope(
  z
    .object({
      trip_id: z.union([z.string(), z.number()]).optional(),
      tripId: z.union([z.string(), z.number()]).optional(),
      trip: z.object({ id: z.union([z.string(), z.number()]) }).optional(),
    })
    .refine((segment) => segment.trip_id ?? segment.tripId ?? segment.trip, 'The segment names no trip'),
);

/** GET {base}/trips/segments/:type/:id: the id of the trip that owns a segment. */
export async function getSegmentTripId(teamId: string, segmentType: string, segmentId: string): Promise<string> {
  const url = `${teamApiBase('org', teamId)}/trips/segments/${encodeURIComponent(segmentType)}/${encodeURIComponent(segmentId)}`;
  const { data } = await apiRequest('GET', url, { schema: segmentOwnerSchema });
  return String(data.trip_id ?? data.tripId ?? data.trip?.id);
}
