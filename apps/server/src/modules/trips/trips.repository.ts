import {
  SEGMENT_TYPES,
  type Segment,
  type SegmentType,
  type TravelSort,
  type Trip,
  type TripListItem,
  type TripOwner,
  type TripSummary,
} from '@tripline/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { type Database, type Db, rowsOf } from '../../db/client.js';
import { objectsOf } from '../../db/read-columns.js';
import { segments, travelers, trips } from '../../db/schema.js';
import { SqlParams } from '../../db/sql-params.js';
import {
  isListed,
  listedCondition,
  OWNER_COLUMNS,
  type OwnerColumns,
  ownerOf,
  SEGMENT_COLUMNS,
  type SegmentRow,
  SUMMARY_VALUES,
  type SummarySegmentRow,
  segmentPlace,
  TRIP_COLUMNS,
  type TripRow,
  toSegment,
} from './segment-dto.js';
import {
  cappedTotal,
  segmentCountSql,
  segmentWhere,
  type TravelFilters,
  tripCountSql,
  tripWhere,
} from './travel-filters.js';

export interface PageWindow {
  limit: number | undefined;
  offset: number;
}

/** A trip row with its owner. */
export interface OwnedTrip {
  row: TripRow;
  owner: TripOwner;
}

/** What a page of a travel list gives: its rows, and the (capped) count of all that match. */
export interface CountedPage<R> {
  rows: R[];
  total: number;
  capped: boolean;
}

/**
 * Each row's traveler (for OWNER_COLUMNS), looked up by key row by row: a page is a few rows, whatever the generic
 * plan estimates for a limit it does not know (the fence keeps the planner from turning it into a join over every
 * traveler).
 */
function ownerOfRow(alias: string): string {
  return `cross join lateral (select o.* from travelers o where o.id = ${alias}.traveler_id offset 0) o`;
}

function orderBy(alias: string, sort: TravelSort): string {
  const direction = sort === 'start_date:desc' ? 'desc' : 'asc';
  return `order by ${alias}.start_at ${direction}, ${alias}.id ${direction}`;
}

/**
 * The rows of one page as a derived table under `alias`: the columns are worked out (instants formatted, travelers
 * joined) for the page's rows only, not for those an offset skips.
 */
function pageOf(table: string, alias: string, where: string, sort: TravelSort, window: PageWindow, params: SqlParams) {
  const limit = window.limit === undefined ? '' : ` limit ${params.add(window.limit)}`;
  return `(select ${alias}.* from ${table} ${alias} where ${where} ${orderBy(alias, sort)}${limit} offset ${params.add(window.offset)}) ${alias}`;
}

/**
 * A page and the count of everything matching, in one statement: `page` puts the `count` statement in its select
 * list, where the database evaluates it once. A page with no rows carries no count: the first page then means none
 * match, a later one asks for the count alone.
 */
async function countedPage<R>(
  database: Database,
  count: (params: SqlParams) => string,
  page: (params: SqlParams, count: string) => string,
  window: PageWindow,
): Promise<CountedPage<R>> {
  const params = new SqlParams();
  const rows = await database.prepared<R & { total: number }>(page(params, count(params)), params.values);
  const first = rows[0];
  if (first) return { rows, ...cappedTotal(Number(first.total)) };
  if (window.offset === 0) return { rows: [], total: 0, capped: false };
  const countParams = new SqlParams();
  const [counted] = await database.prepared<{ total: number }>(count(countParams), countParams.values);
  return { rows: [], ...cappedTotal(Number(counted?.total ?? 0)) };
}

/** A page of the listed segments matching the filters, sorted by start, with the count of all; `withOwners` adds OWNER_COLUMNS. */
function segmentPage<R>(
  database: Database,
  filters: TravelFilters,
  sort: TravelSort,
  window: PageWindow,
  withOwners: boolean,
): Promise<CountedPage<R>> {
  return countedPage<R>(
    database,
    (params) => segmentCountSql(filters, params),
    (params, count) =>
      `select ${SEGMENT_COLUMNS}${withOwners ? `, ${OWNER_COLUMNS}` : ''}, (${count}) as total
        from ${pageOf('segments', 's', segmentWhere(filters, params), sort, window, params)}
        ${withOwners ? ownerOfRow('s') : ''} ${orderBy('s', sort)}`,
    window,
  );
}

/** A page of the listed segments matching the filters, sorted by start, with the count of all. */
export function listSegmentRows(
  database: Database,
  filters: TravelFilters,
  sort: TravelSort,
  window: PageWindow,
): Promise<CountedPage<SegmentRow>> {
  return segmentPage(database, filters, sort, window, false);
}

/** Like listSegmentRows, each segment with its traveler. */
export async function listOwnedSegmentRows(
  database: Database,
  filters: TravelFilters,
  sort: TravelSort,
  window: PageWindow,
): Promise<CountedPage<{ row: SegmentRow; owner: TripOwner }>> {
  const page = await segmentPage<SegmentRow & OwnerColumns>(database, filters, sort, window, true);
  return { ...page, rows: page.rows.map((row) => ({ row, owner: ownerOf(row) })) };
}

/** A trip with its owner and what its confirmed segments give a summary (SummarySegmentRow), in start order. */
export interface SummarizedTrip extends OwnedTrip {
  segments: SummarySegmentRow[];
}

/**
 * What a trip summary needs of each trip row `t`, in the trip's own statement: its confirmed segments' summary
 * fields gathered as JSON arrays (SUMMARY_VALUES), read by trip.
 */
export const TRIP_SUMMARY_SEGMENTS = `cross join lateral (
  select coalesce(json_agg(${SUMMARY_VALUES.sql} order by s.start_at, s.id), '[]') as summary_segments
  from segments s where s.trip_id = t.id and s.status = 'confirmed') summary`;

/** A trip row read with OWNER_COLUMNS and TRIP_SUMMARY_SEGMENTS. */
export type SummarizedTripRow = TripRow & OwnerColumns & { summary_segments: unknown[][] };

export function toSummarizedTrip(row: SummarizedTripRow): SummarizedTrip {
  const segments = objectsOf<SummarySegmentRow>(SUMMARY_VALUES.keys, row.summary_segments);
  return { row, owner: ownerOf(row), segments };
}

/**
 * A page of the trips matching the filters, sorted by start, with their owners and the count of all; `gathered`
 * adds columns and the joins that make them.
 */
function tripPage<R>(
  database: Database,
  filters: TravelFilters,
  sort: TravelSort,
  window: PageWindow,
  gathered = { columns: '', joins: '' },
): Promise<CountedPage<R>> {
  return countedPage<R>(
    database,
    (params) => tripCountSql(filters, params),
    (params, count) =>
      `select ${TRIP_COLUMNS}, ${OWNER_COLUMNS}${gathered.columns}, (${count}) as total
        from ${pageOf('trips', 't', tripWhere(filters, params), sort, window, params)}
        ${ownerOfRow('t')} ${gathered.joins} ${orderBy('t', sort)}`,
    window,
  );
}

/** A page of the trips matching the filters, each with what its summary needs, and the count of all. */
export async function listSummarizedTrips(
  database: Database,
  filters: TravelFilters,
  sort: TravelSort,
  window: PageWindow,
): Promise<CountedPage<SummarizedTrip>> {
  const page = await tripPage<SummarizedTripRow>(database, filters, sort, window, {
    columns: ', summary.summary_segments',
    joins: TRIP_SUMMARY_SEGMENTS,
  });
  return { ...page, rows: page.rows.map(toSummarizedTrip) };
}

/** Segments of some trips in start order, keyed by trip; `listedOnly`: those the flat lists show. */
async function segmentsOfTrips(
  database: Database,
  tripIds: readonly string[],
  listedOnly = false,
): Promise<Map<string, SegmentRow[]>> {
  const byTrip = new Map<string, SegmentRow[]>();
  if (tripIds.length === 0) return byTrip;
  const rows = await database.prepared<SegmentRow>(
    `select ${SEGMENT_COLUMNS} from segments s where s.trip_id = any($1::text[])
      ${listedOnly ? `and ${listedCondition('s')}` : ''} order by s.start_at asc, s.id asc`,
    [tripIds],
  );
  for (const row of rows) {
    const list = byTrip.get(row.tripId);
    if (list) list.push(row);
    else byTrip.set(row.tripId, [row]);
  }
  return byTrip;
}

/** Trips with their owners, each with its segments (`listedOnly`: those the flat lists show), in the given order. */
async function hydrateTrips(database: Database, trips: readonly OwnedTrip[], listedOnly = false) {
  const bySegments = await segmentsOfTrips(
    database,
    trips.map((trip) => trip.row.id),
    listedOnly,
  );
  return trips.map((trip) => ({ ...trip, segments: bySegments.get(trip.row.id) ?? [] }));
}

/** The local day a segment starts on, as the booking wrote it; the UTC day when it wrote none. */
function localDay(row: SegmentRow): string {
  const written = row.startDateTime?.match(/^\d{4}-\d{2}-\d{2}/)?.[0];
  return written ?? row.startAt.slice(0, 10);
}

/** The listed segments by type, in the order of SEGMENT_TYPES. */
function segmentLists(listed: Segment[]) {
  return SEGMENT_TYPES.map((type) => ({ type, segments: listed.filter((s) => s.type === type) })).filter(
    (list) => list.segments.length > 0,
  );
}

/** A trip as the trips list shows it, from its listed segments only. */
function toTripListItem(row: TripRow, owner: TripOwner, listedRows: SegmentRow[]): TripListItem {
  const listed = listedRows.map(toSegment);
  return {
    id: row.id,
    owner,
    start: row.startAt,
    end: row.endAt,
    segment_count: listed.length,
    lists: segmentLists(listed),
    created: row.createdAt,
    updated: row.updatedAt,
  };
}

function toTrip(row: TripRow, owner: TripOwner, rows: SegmentRow[]): Trip {
  const all = rows.map(toSegment);
  const listed = all.filter((_, index) => isListed(rows[index] as SegmentRow));
  const lists = segmentLists(listed);
  const days = new Map<string, Segment[]>();
  rows.forEach((segmentRow, index) => {
    if (!isListed(segmentRow)) return;
    const day = localDay(segmentRow);
    const segment = all[index] as Segment;
    const list = days.get(day);
    if (list) list.push(segment);
    else days.set(day, [segment]);
  });
  return {
    id: row.id,
    owner,
    start: row.startAt,
    end: row.endAt,
    segment_count: listed.length,
    segments: all,
    lists,
    dates: [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, list]) => ({ date, segments: list })),
    created: row.createdAt,
    updated: row.updatedAt,
  };
}

export function toTripSummary(row: TripRow, owner: TripOwner, rows: readonly SummarySegmentRow[]): TripSummary {
  const listed = rows.filter(isListed);
  const types = new Set(listed.map((s) => s.type));
  const destinations: string[] = [];
  for (const segment of listed) {
    const place = segmentPlace(segment);
    if (place && destinations.at(-1) !== place && !destinations.includes(place)) destinations.push(place);
  }
  return {
    id: row.id,
    owner,
    start: row.startAt,
    end: row.endAt,
    segment_count: listed.length,
    segment_types: SEGMENT_TYPES.filter((type) => types.has(type)),
    destinations,
  };
}

/** A page of trips as the trips list shows them, with the count of all. */
export async function listTrips(
  database: Database,
  filters: TravelFilters,
  sort: TravelSort,
  window: PageWindow,
): Promise<CountedPage<TripListItem>> {
  const page = await tripPage<TripRow & OwnerColumns>(database, filters, sort, window);
  const owned = page.rows.map((row) => ({ row, owner: ownerOf(row) }));
  const hydrated = await hydrateTrips(database, owned, true);
  return { ...page, rows: hydrated.map((trip) => toTripListItem(trip.row, trip.owner, trip.segments)) };
}

/** One trip of a team with its owner and segments. */
export async function findTeamTrip(database: Database, teamId: string, tripId: string): Promise<Trip | null> {
  const [row] = await database.prepared<TripRow & OwnerColumns>(
    `select ${TRIP_COLUMNS}, ${OWNER_COLUMNS} from trips t join travelers o on o.id = t.traveler_id
      where t.team_id = $1 and t.id = $2`,
    [teamId, tripId],
  );
  if (!row) return null;
  const [trip] = await hydrateTrips(database, [{ row, owner: ownerOf(row) }]);
  return trip ? toTrip(trip.row, trip.owner, trip.segments) : null;
}

/** Deletes a trip of a team with its segments; false when the team has no such trip. */
export async function deleteTeamTrip(db: Db, teamId: string, tripId: string): Promise<boolean> {
  const deleted = await db.delete(trips).where(sql`${trips.teamId} = ${teamId} and ${trips.id} = ${tripId}`).returning({
    id: trips.id,
  });
  return deleted.length > 0;
}

/** One segment of a team, of the given type. */
export async function findTeamSegment(
  database: Database,
  teamId: string,
  type: SegmentType,
  id: string,
): Promise<SegmentRow | null> {
  const [row] = await database.prepared<SegmentRow>(
    `select ${SEGMENT_COLUMNS} from segments s where s.team_id = $1 and s.type = $2 and s.id = $3`,
    [teamId, type, id],
  );
  return row ?? null;
}

/**
 * Deletes a segment of a team and recomputes its trip's start and end from what is left (the confirmed
 * segments, else all); a trip left empty is deleted. Null when the team has no such segment.
 */
export async function deleteTeamSegment(db: Db, teamId: string, type: SegmentType, id: string) {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [found] = await tx
      .select({ travelerId: segments.travelerId })
      .from(segments)
      .where(sql`${segments.teamId} = ${teamId} and ${segments.type} = ${type} and ${segments.id} = ${id}`);
    if (!found) return null;
    // The same lock trip assembly takes, so a mail of this traveler parsed meanwhile cannot regroup under us.
    await tx.execute(
      sql`select ${travelers.id} from ${travelers} where ${travelers.id} = ${found.travelerId} for update`,
    );
    const deleted = await tx.execute(
      sql`delete from segments s where s.id = ${id} returning ${sql.raw(SEGMENT_COLUMNS)}`,
    );
    const [row] = rowsOf<SegmentRow>(deleted);
    if (!row) return null;
    const [bounds] = await tx
      .select({
        remaining: count(),
        start: sql<
          string | null
        >`coalesce(min(${segments.startAt}) filter (where ${segments.status} = 'confirmed'), min(${segments.startAt}))`,
        end: sql<
          string | null
        >`coalesce(max(greatest(${segments.endAt}, ${segments.startAt})) filter (where ${segments.status} = 'confirmed'), max(greatest(${segments.endAt}, ${segments.startAt})))`,
      })
      .from(segments)
      .where(eq(segments.tripId, row.tripId));
    const remaining = Number(bounds?.remaining ?? 0);
    if (remaining === 0 || !bounds?.start || !bounds.end) {
      await tx.delete(trips).where(eq(trips.id, row.tripId));
      return { segment: row, tripDeleted: true };
    }
    await tx
      .update(trips)
      .set({ startAt: new Date(bounds.start), endAt: new Date(bounds.end), updatedAt: new Date() })
      .where(eq(trips.id, row.tripId));
    return { segment: row, tripDeleted: false };
  });
}
