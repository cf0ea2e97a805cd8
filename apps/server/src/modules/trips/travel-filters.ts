import type { ListQuery, ParsedTravelQuery, SegmentType, TravelListMeta } from '@tripline/contracts';
import { and, eq, gte, inArray, lt, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { segments, trips } from '../../db/schema.js';
import { listMeta } from '../../http/pagination.js';
import { UNLISTED_SUB_TYPES } from './segment-dto.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface TravelRange {
  startDate: string;
  endDate: string | null;
  from: Date;
  /** Exclusive: the day after endDate. */
  until: Date | null;
}

export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The day range of a travel query: today (UTC) for both ends without dates; an end without a start starts today. */
export function travelRange(query: Pick<ParsedTravelQuery, 'start_date' | 'end_date'>, now = new Date()): TravelRange {
  const today = utcDay(now);
  const startDate = query.start_date ?? today;
  const endDate = query.end_date ?? (query.start_date ? null : today);
  return {
    startDate,
    endDate,
    from: new Date(`${startDate}T00:00:00Z`),
    until: endDate ? new Date(new Date(`${endDate}T00:00:00Z`).getTime() + DAY_MS) : null,
  };
}

export function isManagedFilter(source: ParsedTravelQuery['booking_source']): boolean | undefined {
  if (source === undefined) return undefined;
  return source === 'managed' || source === 'tmc';
}

/** Confirmed segments as lists show them: a stay's CheckOut and Overnight rows left out. */
export const listedSegment: SQL = and(
  eq(segments.status, 'confirmed'),
  or(sql`${segments.subType} is null`, notInArray(segments.subType, [...UNLISTED_SUB_TYPES])),
) as SQL;

function bookingCondition(managed: boolean | undefined): SQL | undefined {
  if (managed === undefined) return undefined;
  return managed ? eq(segments.sourceClassification, 'tmc') : ne(segments.sourceClassification, 'tmc');
}

/** Listed segments of a team starting in the range, of the given types, booking source and traveler. */
export function segmentConditions(
  teamId: string,
  range: TravelRange,
  filters: { types?: readonly SegmentType[] | undefined; managed?: boolean | undefined; traveler?: string | undefined },
): SQL {
  return and(
    eq(segments.teamId, teamId),
    gte(segments.startAt, range.from),
    range.until ? lt(segments.startAt, range.until) : undefined,
    listedSegment,
    filters.types && filters.types.length > 0 ? inArray(segments.type, [...filters.types]) : undefined,
    bookingCondition(filters.managed),
    filters.traveler ? eq(segments.travelerId, filters.traveler) : undefined,
  ) as SQL;
}

/** Trips of a team starting in the range; with types or a booking source, those holding such a listed segment. */
export function tripConditions(
  teamId: string,
  range: TravelRange,
  filters: { types?: readonly SegmentType[] | undefined; managed?: boolean | undefined; traveler?: string | undefined },
): SQL {
  const segmentFilter =
    (filters.types && filters.types.length > 0) || filters.managed !== undefined
      ? sql`exists (select 1 from ${segments} where ${and(
          eq(segments.tripId, trips.id),
          listedSegment,
          filters.types && filters.types.length > 0 ? inArray(segments.type, [...filters.types]) : undefined,
          bookingCondition(filters.managed),
        )})`
      : undefined;
  return and(
    eq(trips.teamId, teamId),
    gte(trips.startAt, range.from),
    range.until ? lt(trips.startAt, range.until) : undefined,
    filters.traveler ? eq(trips.travelerId, filters.traveler) : undefined,
    segmentFilter,
  ) as SQL;
}

/** The meta of a travel list: pagination over a possibly capped total, the sort and the day range applied. */
export function travelMeta(
  query: ListQuery & Pick<ParsedTravelQuery, 'sort'>,
  range: TravelRange,
  count: { total: number; capped: boolean },
): TravelListMeta {
  return {
    ...listMeta(query, count.total),
    total_capped: count.capped,
    sort: query.sort,
    start_date: range.startDate,
    end_date: range.endDate,
  };
}
