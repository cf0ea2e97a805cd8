import {
  DASHBOARD_MAP_LIMIT,
  DASHBOARD_TRIP_LIMIT,
  DEFAULT_DASHBOARD_RANGE_DAYS,
  getDashboardResponseSchema,
  listTravelResponseSchema,
  type SegmentType,
  TRAVEL_LISTING_TYPES,
  type TravelItem,
  type TripOwner,
  travelQuerySchema,
} from '@tripline/contracts';
import { and, asc, count, countDistinct, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireTeam } from '../../access/access-guard.js';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/client.js';
import { segments, trips } from '../../db/schema.js';
import { pageWindow } from '../../http/pagination.js';
import { type SegmentRow, segmentTitle, toSegment } from './segment-dto.js';
import {
  isManagedFilter,
  listedSegment,
  segmentConditions,
  type TravelRange,
  travelMeta,
  travelRange,
  tripConditions,
  utcDay,
} from './travel-filters.js';
import { hydrateTrips, listSegmentRows, listTripRows, ownersOf, toTripSummary } from './trips.repository.js';
import { ORG_BASE } from './trips.routes.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const teamParams = z.object({ teamId: z.string().min(1).max(100) });
const travelParams = teamParams.extend({ type: z.enum(TRAVEL_LISTING_TYPES) });

function member(owner: TripOwner): TravelItem['included'][number] {
  return { type: 'member', id: owner.id, attributes: { name: owner.name, email: owner.email } };
}

/** Segments as travel list items, placed at their start, with their travelers. */
async function segmentItems(db: Db, rows: SegmentRow[]): Promise<TravelItem[]> {
  const owners = await ownersOf(
    db,
    rows.map((row) => row.travelerId),
  );
  return rows.map((row) => {
    const owner = owners.get(row.travelerId);
    return {
      id: row.id,
      type: row.type as SegmentType,
      trip_id: row.tripId,
      lon: row.startLongitude ?? row.endLongitude,
      lat: row.startLatitude ?? row.endLatitude,
      start_datetime: row.startAt.toISOString(),
      end_datetime: row.endAt.toISOString(),
      title: segmentTitle(row),
      segment: toSegment(row),
      trip: null,
      included: owner ? [member(owner)] : [],
    };
  });
}

/** Trips as travel list items, placed at their first destination. */
async function tripItems(db: Db, rows: (typeof trips.$inferSelect)[]): Promise<TravelItem[]> {
  const hydrated = await hydrateTrips(db, rows);
  return hydrated.map(({ row, owner, segments: list }) => {
    const summary = toTripSummary(row, owner, list);
    const listed = list.filter((s) => s.status === 'confirmed');
    const first = listed.find((s) => s.type !== 'air' && s.startLatitude !== null) ?? listed[0];
    const journey = first && (first.type === 'air' || first.type === 'rail' || first.type === 'transportation');
    return {
      id: row.id,
      type: 'trip',
      trip_id: row.id,
      lon: (journey ? first?.endLongitude : first?.startLongitude) ?? first?.startLongitude ?? null,
      lat: (journey ? first?.endLatitude : first?.startLatitude) ?? first?.startLatitude ?? null,
      start_datetime: row.startAt.toISOString(),
      end_datetime: row.endAt.toISOString(),
      title: summary.destinations.join(', ') || (owner.name ?? owner.email),
      segment: null,
      trip: summary,
      included: [member(owner)],
    };
  });
}

/**
 * Trips under way on some day of [from, until): started before its end and not ended before its start. A trip
 * under way started at most the team's longest trip before `from`; bounding the start by it keeps the question
 * one index range however long ago a long trip began (trips_team_duration_idx answers the longest at once).
 */
function tripsDuring(teamId: string, from: Date, until: Date): SQL {
  const longest = sql`(select coalesce(max(longest.end_at - longest.start_at), interval '0') from ${trips} longest where longest.team_id = ${teamId})`;
  return and(
    eq(trips.teamId, teamId),
    sql`${trips.startAt} >= ${from.toISOString()}::timestamptz - ${longest}`,
    lt(trips.startAt, until),
    gte(trips.endAt, from),
  ) as SQL;
}

/** Travel listings of the travel page and its map, and the organisation dashboard. */
export const travelRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;
  const tags = ['trips'];

  app.get(
    `${ORG_BASE}/travel/:type`,
    {
      config: { access: { permission: 'browse-trips', team: 'org' } },
      schema: {
        tags,
        params: travelParams,
        querystring: travelQuerySchema,
        response: { 200: listTravelResponseSchema },
      },
    },
    async (request) => {
      const { team } = requireTeam(request);
      const { query } = request;
      const { type } = request.params;
      const range: TravelRange = travelRange(query);
      const filters = {
        managed: isManagedFilter(query.booking_source),
        traveler: query.traveler,
      };
      const window = pageWindow(query);
      let data: TravelItem[];
      let count = { total: 0, capped: false };
      if (type === 'trip') {
        const page = await listTripRows(
          db,
          tripConditions(team.id, range, { ...filters, types: query.type }),
          query.sort,
          window,
        );
        data = await tripItems(db, page.rows);
        count = page;
      } else {
        // An empty `type` filters nothing; otherwise a listing of one type shows nothing the filter leaves out.
        const chosen = query.type && query.type.length > 0 ? query.type : undefined;
        const own = type === 'all' ? chosen : [type as SegmentType].filter((t) => !chosen || chosen.includes(t));
        if (own && own.length === 0) {
          data = [];
        } else {
          const page = await listSegmentRows(
            db,
            segmentConditions(team.id, range, { ...filters, types: own }),
            query.sort,
            window,
          );
          data = await segmentItems(db, page.rows);
          count = page;
        }
      }
      return { data, meta: travelMeta(query, range, count) };
    },
  );

  app.get(
    `${ORG_BASE}/dashboard`,
    {
      config: { access: { permission: 'read-dashboard', team: 'org' } },
      schema: { tags: ['dashboard'], params: teamParams, response: { 200: getDashboardResponseSchema } },
    },
    async (request) => {
      const { team } = requireTeam(request);
      const today = new Date(`${utcDay(new Date())}T00:00:00Z`);
      const tomorrow = new Date(today.getTime() + DAY_MS);
      const rangeEnd = new Date(today.getTime() + (DEFAULT_DASHBOARD_RANGE_DAYS + 1) * DAY_MS);
      const upcoming = tripsDuring(team.id, today, rangeEnd);
      const current = tripsDuring(team.id, today, tomorrow);
      const startingToday = and(
        eq(segments.teamId, team.id),
        gte(segments.startAt, today),
        lt(segments.startAt, tomorrow),
        listedSegment,
      );

      // Independent questions, asked side by side.
      const [tripRows, [upcomingCount], [todayCount], [segmentCount], mapRows] = await Promise.all([
        db.select().from(trips).where(upcoming).orderBy(asc(trips.startAt), asc(trips.id)).limit(DASHBOARD_TRIP_LIMIT),
        db.select({ value: count() }).from(trips).where(upcoming),
        db
          .select({ trips: count(), travelers: countDistinct(trips.travelerId) })
          .from(trips)
          .where(current),
        db
          .select({ segments: count(), flights: sql<number>`count(*) filter (where ${segments.type} = 'air')` })
          .from(segments)
          .where(startingToday),
        db
          .select()
          .from(segments)
          .where(startingToday)
          .orderBy(asc(segments.startAt), asc(segments.id))
          .limit(DASHBOARD_MAP_LIMIT),
      ]);
      const [hydrated, map] = await Promise.all([hydrateTrips(db, tripRows, true), segmentItems(db, mapRows)]);
      return {
        data: {
          start_date: utcDay(today),
          end_date: utcDay(new Date(rangeEnd.getTime() - DAY_MS)),
          trips: hydrated.map(({ row, owner, segments: list }) => toTripSummary(row, owner, list)),
          counts: {
            travelers_today: Number(todayCount?.travelers ?? 0),
            trips_today: Number(todayCount?.trips ?? 0),
            trips_upcoming: Number(upcomingCount?.value ?? 0),
            segments_today: Number(segmentCount?.segments ?? 0),
            flights_today: Number(segmentCount?.flights ?? 0),
          },
          map,
        },
      };
    },
  );
};
