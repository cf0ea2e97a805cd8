import { z } from 'zod';
import { dataEnvelope } from '../../api.js';
import { SEGMENT_TYPES } from '../../constants.js';
import { pathParam, teamEndpoint } from '../../endpoint.js';
import { segmentSchema } from './segment-schema.js';
import { activitySegmentsQuerySchema, travelListMetaSchema, travelQuerySchema } from './travel-query.js';
import { tripListItemSchema, tripSchema } from './trip-schema.js';

/** The segment lists of spec §7. */
export const SEGMENT_LIST_TYPES = ['all', 'air', 'hotel', 'rail', 'car', 'activity'] as const;
export type SegmentListType = (typeof SEGMENT_LIST_TYPES)[number];

/** The travel listings of spec §7. */
export const TRAVEL_LISTING_TYPES = ['all', 'trip', ...SEGMENT_TYPES] as const;
export type TravelListType = (typeof TRAVEL_LISTING_TYPES)[number];

/**
 * A segment type in a path (`/trips/segments/:type/:id`, `DELETE /segments/:type/:id`), in any case (`Air`); a
 * type that is none of SEGMENT_TYPES names no segment (404).
 */
export const segmentPathParamsSchema = z.object({
  type: z.string().trim().toLowerCase().min(1).max(40),
  id: pathParam,
});

/**
 * GET {base}/trips (query: travelQuerySchema): trips of the team, each with its owner and its listed segments by
 * type, sorted by start. A trip is in the date range when it starts in it.
 */
export const listTripsResponseSchema = z.object({ data: z.array(tripListItemSchema), meta: travelListMetaSchema });
export type ListTripsResponse = z.infer<typeof listTripsResponseSchema>;

/** GET {base}/trips/:id. DELETE {base}/trips/:id answers 204 (delete-trips). */
export const getTripResponseSchema = dataEnvelope(tripSchema);
export type GetTripResponse = z.infer<typeof getTripResponseSchema>;

/** GET {base}/trips/segments/:type/:id: the segment, with trip_id. */
export const getSegmentResponseSchema = dataEnvelope(segmentSchema);
export type GetSegmentResponse = z.infer<typeof getSegmentResponseSchema>;

/**
 * GET {base}/segments/:listType (query: travelQuerySchema; activity: activitySegmentsQuerySchema).
 * Confirmed segments starting in the range, a stay's CheckOut and Overnight rows left out.
 * `meta.segment_type` names the segment types listed (for activity, derived from activity_type).
 */
export const listSegmentsResponseSchema = z.object({
  data: z.array(segmentSchema),
  meta: travelListMetaSchema.extend({ segment_type: z.array(z.enum(SEGMENT_TYPES)) }),
});
export type ListSegmentsResponse = z.infer<typeof listSegmentsResponseSchema>;

/**
 * DELETE {base}/segments/:type/:id (delete-trips): the deleted segment with its trip_id. The trip's start and
 * end are recomputed; a trip left empty is deleted (`trip_deleted`).
 */
export const deleteSegmentResponseSchema = dataEnvelope(segmentSchema.extend({ trip_deleted: z.boolean() }));
export type DeleteSegmentResponse = z.infer<typeof deleteSegmentResponseSchema>;

const segmentParams = z.object({ teamId: pathParam, ...segmentPathParamsSchema.shape });

/** The trips of the team (spec §7). */
export const listTripsEndpoint = teamEndpoint('org', '/trips', {
  method: 'GET',
  permission: 'browse-trips',
  query: travelQuerySchema,
  response: listTripsResponseSchema,
});

export const getTripEndpoint = teamEndpoint('org', '/trips/:id', {
  method: 'GET',
  permission: 'read-trips',
  response: getTripResponseSchema,
});

export const deleteTripEndpoint = teamEndpoint('org', '/trips/:id', {
  method: 'DELETE',
  permission: 'delete-trips',
  status: 204,
});

/** The segment with its trip_id: the console's segments/:segmentType/:segmentId redirect reads it. */
export const getTripSegmentEndpoint = teamEndpoint('org', '/trips/segments/:type/:id', {
  method: 'GET',
  permission: 'read-trips',
  params: segmentParams,
  response: getSegmentResponseSchema,
});

function segmentListEndpoint<const L extends SegmentListType>(list: L) {
  return teamEndpoint('org', `/segments/${list}`, {
    method: 'GET',
    permission: 'browse-trips',
    query: list === 'activity' ? activitySegmentsQuerySchema : travelQuerySchema,
    response: listSegmentsResponseSchema,
  });
}

/** The segment lists, one endpoint by list type. */
export const listSegmentsEndpoints = {
  all: segmentListEndpoint('all'),
  air: segmentListEndpoint('air'),
  hotel: segmentListEndpoint('hotel'),
  rail: segmentListEndpoint('rail'),
  car: segmentListEndpoint('car'),
  activity: segmentListEndpoint('activity'),
} as const satisfies Record<SegmentListType, unknown>;

export const deleteSegmentEndpoint = teamEndpoint('org', '/segments/:type/:id', {
  method: 'DELETE',
  permission: 'delete-trips',
  params: segmentParams,
  response: deleteSegmentResponseSchema,
});
