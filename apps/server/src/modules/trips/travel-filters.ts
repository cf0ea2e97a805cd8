import {
  type ListQuery,
  type ParsedTravelQuery,
  type SegmentType,
  TRAVEL_COUNT_CAP,
  type TravelListMeta,
} from '@tripline/contracts';
import type { SqlParams } from '../../db/sql-params.js';
import { listMeta } from '../../http/pagination.js';
import { listedCondition } from './segment-dto.js';

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

/** What a travel list is narrowed to: a team's travel starting in a day range, by type, booking source and traveler. */
export interface TravelFilters {
  teamId: string;
  range: TravelRange;
  types?: readonly SegmentType[] | undefined;
  managed?: boolean | undefined;
  traveler?: string | undefined;
}

function bookingCondition(alias: string, managed: boolean | undefined): string | null {
  if (managed === undefined) return null;
  return managed ? `${alias}.source_classification = 'tmc'` : `${alias}.source_classification <> 'tmc'`;
}

const hasTypes = (types: readonly SegmentType[] | undefined): types is readonly SegmentType[] =>
  types !== undefined && types.length > 0;

/**
 * The type condition on `column`: one type as an equality, so a list of one type reads the listed-segments index
 * in start order; several as an array.
 */
function typeCondition(column: string, types: readonly SegmentType[], params: SqlParams): string {
  return types.length === 1 ? `${column} = ${params.add(types[0])}` : `${column} = any(${params.add(types)}::text[])`;
}

/**
 * Listed segments (`segments s`) of a team starting in the range, of the given types, booking source and traveler.
 * The statement's text depends only on which filters are given, so each shape is prepared once.
 */
export function segmentWhere(filters: TravelFilters, params: SqlParams): string {
  const { range } = filters;
  return [
    `s.team_id = ${params.add(filters.teamId)}`,
    `s.start_at >= ${params.add(range.from.toISOString())}::timestamptz`,
    range.until ? `s.start_at < ${params.add(range.until.toISOString())}::timestamptz` : null,
    listedCondition('s'),
    hasTypes(filters.types) ? typeCondition('s.type', filters.types, params) : null,
    bookingCondition('s', filters.managed),
    filters.traveler ? `s.traveler_id = ${params.add(filters.traveler)}` : null,
  ]
    .filter(Boolean)
    .join(' and ');
}

/**
 * The kinds a trip must hold one of (trips.listed_kinds) to pass a type and booking source filter: a type, a type
 * on a side, or a side. Null when neither filters.
 */
function tripKinds(filters: TravelFilters): string[] | null {
  const side = filters.managed === undefined ? null : filters.managed ? 'managed' : 'unmanaged';
  if (hasTypes(filters.types)) return filters.types.map((type) => (side ? `${type}:${side}` : type));
  return side ? [`*:${side}`] : null;
}

/** Trips (`trips t`) of a team starting in the range; with types or a booking source, those holding such a listed segment. */
export function tripWhere(filters: TravelFilters, params: SqlParams): string {
  const { range } = filters;
  const kinds = tripKinds(filters);
  return [
    `t.team_id = ${params.add(filters.teamId)}`,
    `t.start_at >= ${params.add(range.from.toISOString())}::timestamptz`,
    range.until ? `t.start_at < ${params.add(range.until.toISOString())}::timestamptz` : null,
    filters.traveler ? `t.traveler_id = ${params.add(filters.traveler)}` : null,
    kinds ? `t.listed_kinds && ${params.add(kinds)}::text[]` : null,
  ]
    .filter(Boolean)
    .join(' and ');
}

/**
 * The count of the listed segments `segmentWhere` selects, as one `total` column, capped at TRAVEL_COUNT_CAP + 1.
 * Without a traveler it sums the day totals the chart rollups keep (decision 033: the same listed segments per UTC
 * start day, type and source), a few rows a day however many segments match; a traveler's are counted.
 */
export function segmentCountSql(filters: TravelFilters, params: SqlParams): string {
  const cap = TRAVEL_COUNT_CAP + 1;
  if (filters.traveler) {
    return `select count(*)::int as total from (select 1 from segments s where ${segmentWhere(filters, params)} limit ${cap}) m`;
  }
  const { range } = filters;
  const conditions = [
    `d.team_id = ${params.add(filters.teamId)}`,
    `d.day >= ${params.add(range.startDate)}::date`,
    range.until ? `d.day < ${params.add(utcDay(range.until))}::date` : null,
    hasTypes(filters.types) ? typeCondition('d.type', filters.types, params) : null,
    filters.managed === undefined ? null : filters.managed ? `d.source = 'tmc'` : `d.source <> 'tmc'`,
  ];
  return `select least(coalesce(sum(d.segments), 0), ${cap})::int as total from chart_day_totals d where ${conditions.filter(Boolean).join(' and ')}`;
}

/** The count of the trips `tripWhere` selects, as one `total` column, capped at TRAVEL_COUNT_CAP + 1. */
export function tripCountSql(filters: TravelFilters, params: SqlParams): string {
  return `select count(*)::int as total from (select 1 from trips t where ${tripWhere(filters, params)} limit ${TRAVEL_COUNT_CAP + 1}) m`;
}

/** Splits a counted total into what meta shows: at most TRAVEL_COUNT_CAP, and whether there were more. */
export function cappedTotal(total: number): { total: number; capped: boolean } {
  return { total: Math.min(total, TRAVEL_COUNT_CAP), capped: total > TRAVEL_COUNT_CAP };
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
