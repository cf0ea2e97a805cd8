import { and, asc, eq, sql } from 'drizzle-orm';
import { segments, travelers, trips } from '../../../db/schema.js';
import { inRange, isoOrNull, type ReportDefinition } from './report-definition.js';

/** Every traveler of the team with the trips and segments starting in the range. */
export const memberReport: ReportDefinition = {
  type: 'member',
  columns: [
    { key: 'name', header: 'Name' },
    { key: 'email', header: 'Email' },
    { key: 'active', header: 'Active' },
    { key: 'trips', header: 'Trips' },
    { key: 'segments', header: 'Segments' },
    { key: 'first_trip', header: 'First trip' },
    { key: 'last_trip', header: 'Last trip' },
  ],
  async rows(db, scope) {
    const tripStats = db
      .select({
        travelerId: trips.travelerId,
        count: sql<number>`count(*)`.as('trip_count'),
        first: sql<Date>`min(${trips.startAt})`.as('first_trip'),
        last: sql<Date>`max(${trips.startAt})`.as('last_trip'),
      })
      .from(trips)
      .where(and(eq(trips.teamId, scope.teamId), inRange(trips.startAt, scope)))
      .groupBy(trips.travelerId)
      .as('trip_stats');
    const segmentStats = db
      .select({ travelerId: segments.travelerId, count: sql<number>`count(*)`.as('segment_count') })
      .from(segments)
      .where(and(eq(segments.teamId, scope.teamId), inRange(segments.startAt, scope)))
      .groupBy(segments.travelerId)
      .as('segment_stats');
    const rows = await db
      .select({
        name: travelers.name,
        email: travelers.primaryEmail,
        active: travelers.active,
        trips: tripStats.count,
        segments: segmentStats.count,
        first: tripStats.first,
        last: tripStats.last,
      })
      .from(travelers)
      .leftJoin(tripStats, eq(tripStats.travelerId, travelers.id))
      .leftJoin(segmentStats, eq(segmentStats.travelerId, travelers.id))
      .where(eq(travelers.teamId, scope.teamId))
      .orderBy(asc(sql`lower(coalesce(${travelers.name}, ${travelers.primaryEmail}))`));
    return rows.map((row) => ({
      name: row.name,
      email: row.email,
      active: row.active,
      trips: Number(row.trips ?? 0),
      segments: Number(row.segments ?? 0),
      first_trip: isoOrNull(row.first),
      last_trip: isoOrNull(row.last),
    }));
  },
};
