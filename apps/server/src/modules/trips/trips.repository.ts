import {
  SEGMENT_TYPES,
  type Segment,
  type SegmentType,
  TRAVEL_COUNT_CAP,
  type TravelSort,
  type Trip,
  type TripListItem,
  type TripSummary,
} from '@tripline/contracts';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { segments, travelers, trips } from '../../db/schema.js';
import { isListed, type SegmentRow, segmentPlace, toOwner, toSegment } from './segment-dto.js';
import { listedSegment } from './travel-filters.js';

type TripRow = typeof trips.$inferSelect;
export interface PageWindow {
  limit: number | undefined;
  offset: number;
}

function order(sort: TravelSort) {
  return sort === 'start_date:desc' ? desc : asc;
}

/** Segments of some trips in start order, keyed by trip; `listedOnly`: those the flat lists show. */
async function segmentsOfTrips(
  db: Db,
  tripIds: readonly string[],
  listedOnly = false,
): Promise<Map<string, SegmentRow[]>> {
  const byTrip = new Map<string, SegmentRow[]>();
  if (tripIds.length === 0) return byTrip;
  const rows = await db
    .select()
    .from(segments)
    .where(and(inArray(segments.tripId, [...tripIds]), listedOnly ? listedSegment : undefined))
    .orderBy(asc(segments.startAt), asc(segments.id));
  for (const row of rows) {
    const list = byTrip.get(row.tripId);
    if (list) list.push(row);
    else byTrip.set(row.tripId, [row]);
  }
  return byTrip;
}

export async function ownersOf(db: Db, travelerIds: readonly string[]) {
  const unique = [...new Set(travelerIds)];
  if (unique.length === 0) return new Map<string, ReturnType<typeof toOwner>>();
  const rows = await db.select().from(travelers).where(inArray(travelers.id, unique));
  return new Map(rows.map((row) => [row.id, toOwner(row)]));
}

/** The local day a segment starts on, as the booking wrote it; the UTC day when it wrote none. */
function localDay(row: SegmentRow): string {
  const written = row.startDateTime?.match(/^\d{4}-\d{2}-\d{2}/)?.[0];
  return written ?? row.startAt.toISOString().slice(0, 10);
}

/** The listed segments by type, in the order of SEGMENT_TYPES. */
function segmentLists(listed: Segment[]) {
  return SEGMENT_TYPES.map((type) => ({ type, segments: listed.filter((s) => s.type === type) })).filter(
    (list) => list.segments.length > 0,
  );
}

/** A trip as the trips list shows it, from its listed segments only. */
function toTripListItem(row: TripRow, owner: ReturnType<typeof toOwner>, listedRows: SegmentRow[]): TripListItem {
  const listed = listedRows.map(toSegment);
  return {
    id: row.id,
    owner,
    start: row.startAt.toISOString(),
    end: row.endAt.toISOString(),
    segment_count: listed.length,
    lists: segmentLists(listed),
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
  };
}

function toTrip(row: TripRow, owner: ReturnType<typeof toOwner>, rows: SegmentRow[]): Trip {
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
    start: row.startAt.toISOString(),
    end: row.endAt.toISOString(),
    segment_count: listed.length,
    segments: all,
    lists,
    dates: [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, list]) => ({ date, segments: list })),
    created: row.createdAt.toISOString(),
    updated: row.updatedAt.toISOString(),
  };
}

export function toTripSummary(row: TripRow, owner: ReturnType<typeof toOwner>, rows: SegmentRow[]): TripSummary {
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
    start: row.startAt.toISOString(),
    end: row.endAt.toISOString(),
    segment_count: listed.length,
    segment_types: SEGMENT_TYPES.filter((type) => types.has(type)),
    destinations,
  };
}

const UNKNOWN_OWNER = { id: '', name: null, email: '' };

/** Trip rows with their owners and segments (`listedOnly`: those the flat lists show), in the given order. */
export async function hydrateTrips(db: Db, rows: TripRow[], listedOnly = false) {
  const [bySegments, owners] = await Promise.all([
    segmentsOfTrips(
      db,
      rows.map((row) => row.id),
      listedOnly,
    ),
    ownersOf(
      db,
      rows.map((row) => row.travelerId),
    ),
  ]);
  return rows.map((row) => ({
    row,
    owner: owners.get(row.travelerId) ?? { ...UNKNOWN_OWNER, id: row.travelerId },
    segments: bySegments.get(row.id) ?? [],
  }));
}

/**
 * Counts the rows of a query limited to TRAVEL_COUNT_CAP + 1: an open-ended range of a large organisation
 * matches hundreds of thousands of rows, and counting them all would cost more than the page itself.
 */
async function cappedCount(db: Db, table: typeof trips | typeof segments, where: ReturnType<typeof and>) {
  const matches = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(TRAVEL_COUNT_CAP + 1)
    .as('matches');
  const [row] = await db.select({ value: count() }).from(matches);
  const total = Number(row?.value ?? 0);
  return { total: Math.min(total, TRAVEL_COUNT_CAP), capped: total > TRAVEL_COUNT_CAP };
}

/** A page of trips matching `where`, sorted by start, with the total. */
export async function listTripRows(db: Db, where: ReturnType<typeof and>, sort: TravelSort, window: PageWindow) {
  const query = db
    .select()
    .from(trips)
    .where(where)
    .orderBy(order(sort)(trips.startAt), order(sort)(trips.id))
    .offset(window.offset);
  // The page and its count side by side: two connections of the pool, one round trip of waiting.
  const [rows, counted] = await Promise.all([
    window.limit === undefined ? query : query.limit(window.limit),
    cappedCount(db, trips, where),
  ]);
  return { rows, ...counted };
}

export async function listTrips(db: Db, where: ReturnType<typeof and>, sort: TravelSort, window: PageWindow) {
  const { rows, total, capped } = await listTripRows(db, where, sort, window);
  const hydrated = await hydrateTrips(db, rows, true);
  return { trips: hydrated.map((trip) => toTripListItem(trip.row, trip.owner, trip.segments)), total, capped };
}

/** A page of segments matching `where`, sorted by start, with the total. */
export async function listSegmentRows(db: Db, where: ReturnType<typeof and>, sort: TravelSort, window: PageWindow) {
  const query = db
    .select()
    .from(segments)
    .where(where)
    .orderBy(order(sort)(segments.startAt), order(sort)(segments.id))
    .offset(window.offset);
  // The page and its count side by side: two connections of the pool, one round trip of waiting.
  const [rows, counted] = await Promise.all([
    window.limit === undefined ? query : query.limit(window.limit),
    cappedCount(db, segments, where),
  ]);
  return { rows, ...counted };
}

/** One trip of a team with its owner and segments. */
export async function findTeamTrip(db: Db, teamId: string, tripId: string): Promise<Trip | null> {
  const [row] = await db
    .select()
    .from(trips)
    .where(and(eq(trips.teamId, teamId), eq(trips.id, tripId)))
    .limit(1);
  if (!row) return null;
  const [trip] = await hydrateTrips(db, [row]);
  return trip ? toTrip(trip.row, trip.owner, trip.segments) : null;
}

/** Deletes a trip of a team with its segments; false when the team has no such trip. */
export async function deleteTeamTrip(db: Db, teamId: string, tripId: string): Promise<boolean> {
  const deleted = await db
    .delete(trips)
    .where(and(eq(trips.teamId, teamId), eq(trips.id, tripId)))
    .returning({ id: trips.id });
  return deleted.length > 0;
}

/** One segment of a team, of the given type. */
export async function findTeamSegment(db: Db, teamId: string, type: SegmentType, id: string) {
  const [row] = await db
    .select()
    .from(segments)
    .where(and(eq(segments.teamId, teamId), eq(segments.type, type), eq(segments.id, id)))
    .limit(1);
  return row ?? null;
}

/**
 * Deletes a segment of a team and recomputes its trip's start and end from what is left (the confirmed
 * segments, else all); a trip left empty is deleted. Null when the team has no such segment.
 */
export async function deleteTeamSegment(db: Db, teamId: string, type: SegmentType, id: string) {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const found = await findTeamSegment(tx, teamId, type, id);
    if (!found) return null;
    // The same lock trip assembly takes, so a mail of this traveler parsed meanwhile cannot regroup under us.
    await tx.execute(
      sql`select ${travelers.id} from ${travelers} where ${travelers.id} = ${found.travelerId} for update`,
    );
    const [row] = await tx.delete(segments).where(eq(segments.id, id)).returning();
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
