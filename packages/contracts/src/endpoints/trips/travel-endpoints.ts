import { z } from 'zod';
import { dataEnvelope } from '../../api.js';
import { SEGMENT_TYPES } from '../../constants.js';
import { pathParam, teamEndpoint } from '../../endpoint.js';
import { segmentSchema } from './segment-schema.js';
import { travelListMetaSchema, travelQuerySchema } from './travel-query.js';
import { TRAVEL_LISTING_TYPES } from './trip-endpoints.js';
import { tripOwnerSchema } from './trip-schema.js';

/** A trip as a travel listing and the dashboard show it: without its segments. */
export const tripSummarySchema = z.object({
  id: z.string(),
  owner: tripOwnerSchema,
  start: z.string(),
  end: z.string(),
  segment_count: z.number().int(),
  /** The segment types it holds, in the order of SEGMENT_TYPES. */
  segment_types: z.array(z.enum(SEGMENT_TYPES)),
  /** Cities or places it reaches, in order, without repeats. */
  destinations: z.array(z.string()),
});
export type TripSummary = z.infer<typeof tripSummarySchema>;

/** An item a travel list item includes (JSON:API style); `member` is the traveler. */
export const travelIncludedSchema = z.object({
  type: z.literal('member'),
  id: z.string(),
  attributes: tripOwnerSchema.omit({ id: true }),
});
export type TravelIncluded = z.infer<typeof travelIncludedSchema>;

/**
 * A travel list item (spec §3): a trip or a segment, placed on the map at lon/lat (a segment's start, a trip's
 * first destination; null when unknown), with its traveler in `included`.
 */
export const travelItemSchema = z.object({
  id: z.string(),
  /** trip, or the segment's type. */
  type: z.enum(['trip', ...SEGMENT_TYPES]),
  trip_id: z.string(),
  lon: z.number().nullable(),
  lat: z.number().nullable(),
  start_datetime: z.string(),
  end_datetime: z.string(),
  /** What a row or map popup says: `LH 400 FRA → JFK`, a hotel's name, a trip's destinations. */
  title: z.string(),
  /** Set on segment items. */
  segment: segmentSchema.nullable(),
  /** Set on trip items. */
  trip: tripSummarySchema.nullable(),
  included: z.array(travelIncludedSchema),
});
export type TravelItem = z.infer<typeof travelItemSchema>;

/**
 * GET {base}/travel/:type (browse-trips) with travelQuerySchema; type is one of TRAVEL_LISTING_TYPES
 * (all = segments of every type). Segment listings leave cancelled segments and a stay's CheckOut and
 * Overnight rows out.
 */
export const listTravelResponseSchema = z.object({
  data: z.array(travelItemSchema),
  meta: travelListMetaSchema,
});
export type ListTravelResponse = z.infer<typeof listTravelResponseSchema>;

/** The travel listings of the travel page and its map; a type that is none of TRAVEL_LISTING_TYPES is refused. */
export const listTravelEndpoint = teamEndpoint('org', '/travel/:type', {
  method: 'GET',
  permission: 'browse-trips',
  params: z.object({ teamId: pathParam, type: z.enum(TRAVEL_LISTING_TYPES) }),
  query: travelQuerySchema,
  response: listTravelResponseSchema,
});

/** How many trips the dashboard lists at most; `counts` tells the whole. */
export const DASHBOARD_TRIP_LIMIT = 25;
/** How many segments the dashboard map shows at most. */
export const DASHBOARD_MAP_LIMIT = 200;

/**
 * GET {base}/dashboard (read-dashboard): trips under way today (UTC) or starting in the next 7 days
 * (DEFAULT_DASHBOARD_RANGE_DAYS), soonest first, with their owners; counts; and today's segments for the map.
 */
export const dashboardSchema = z.object({
  /** First day of the range (today, UTC) and last day, YYYY-MM-DD. */
  start_date: z.string(),
  end_date: z.string(),
  trips: z.array(tripSummarySchema),
  counts: z.object({
    /** Travelers with a trip under way today. */
    travelers_today: z.number().int(),
    /** Trips under way today. */
    trips_today: z.number().int(),
    /** Trips under way today or starting in the range: the length of the whole `trips` list. */
    trips_upcoming: z.number().int(),
    /** Confirmed segments starting today (CheckOut and Overnight rows left out). */
    segments_today: z.number().int(),
    /** Flights departing today. */
    flights_today: z.number().int(),
  }),
  /** Today's segments for the map. */
  map: z.array(travelItemSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export const getDashboardResponseSchema = dataEnvelope(dashboardSchema);
export type GetDashboardResponse = z.infer<typeof getDashboardResponseSchema>;

export const getDashboardEndpoint = teamEndpoint('org', '/dashboard', {
  method: 'GET',
  permission: 'read-dashboard',
  response: getDashboardResponseSchema,
});
