import { z } from 'zod';
import { isoDaySchema, listQuerySchema, paginationMetaSchema } from '../../api.js';
import { ACTIVITY_TYPES, SEGMENT_TYPES } from '../../constants.js';

/** A comma-separated list of names from `values`, trimmed and lower-cased (`air,hotel`). */
function commaList<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((part) => part.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(values)).max(values.length * 2));
}

/** Sorts the travel lists take; default start_date:asc. */
export const TRAVEL_SORTS = ['start_date:asc', 'start_date:desc'] as const;
export type TravelSort = (typeof TRAVEL_SORTS)[number];

/**
 * Booking source filter (spec §4): managed is a tmc booking, unmanaged anything else.
 * `tmc` and `non-tmc` (the booking source types) are read as managed and unmanaged.
 */
export const TRAVEL_BOOKING_SOURCE_FILTERS = ['managed', 'unmanaged', 'tmc', 'non-tmc'] as const;

/**
 * The filters of every trips, segments and travel list (spec §5): YYYY-MM-DD days in UTC, end optional and
 * inclusive. An item is in the range when it STARTS in it; with a start and no end, everything starting on or
 * after the start. Without either date, today (UTC) is both start and end (the console retries once with only
 * start_date when that finds nothing). `type` is a comma list of segment types (a trip matches when it holds
 * one), `traveler` a traveler id of the team.
 */
export const travelQuerySchema = listQuerySchema.extend({
  start_date: isoDaySchema.optional(),
  end_date: isoDaySchema.optional(),
  type: commaList(SEGMENT_TYPES).optional(),
  sort: z.enum(TRAVEL_SORTS).default('start_date:asc'),
  traveler: z.string().min(1).max(100).optional(),
  booking_source: z.enum(TRAVEL_BOOKING_SOURCE_FILTERS).optional(),
});
export type TravelQuery = z.input<typeof travelQuerySchema>;
export type ParsedTravelQuery = z.output<typeof travelQuerySchema>;

/** GET {base}/segments/activity also takes activity_type: transportation, restaurant, general (comma list). */
export const activitySegmentsQuerySchema = travelQuerySchema.extend({
  activity_type: commaList(ACTIVITY_TYPES).optional(),
});
export type ActivitySegmentsQuery = z.input<typeof activitySegmentsQuerySchema>;

/** The segment type each activity type lists: general is the activity type itself. */
export const ACTIVITY_SEGMENT_TYPES = {
  transportation: 'transportation',
  restaurant: 'restaurant',
  general: 'activity',
} as const satisfies Record<(typeof ACTIVITY_TYPES)[number], (typeof SEGMENT_TYPES)[number]>;

/** Lists count at most this many matches: beyond it `total` stops here and `total_capped` is true. */
export const TRAVEL_COUNT_CAP = 10_000;

/** The meta of the trips, segments and travel lists: pagination, the sort and the day range applied. */
export const travelListMetaSchema = paginationMetaSchema.extend({
  /** True when more than TRAVEL_COUNT_CAP items match and `total` stopped counting there. */
  total_capped: z.boolean(),
  sort: z.enum(TRAVEL_SORTS),
  start_date: z.string(),
  end_date: z.string().nullable(),
});
export type TravelListMeta = z.infer<typeof travelListMetaSchema>;
