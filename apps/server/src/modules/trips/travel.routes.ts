import {
  DASHBOARD_MAP_LIMIT,
  DASHBOARD_TRIP_LIMIT,
  type Dashboard,
  DEFAULT_DASHBOARD_RANGE_DAYS,
  getDashboardEndpoint,
  listTravelEndpoint,
  type SegmentType,
  type TravelItem,
  type TripOwner,
} from '@tripline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireTeam } from '../../access/access-guard.js';
import type { AppDeps } from '../../app-deps.js';
import type { Database } from '../../db/client.js';
import { SqlParams } from '../../db/sql-params.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import { pageWindow } from '../../http/pagination.js';
import { plainJsonSerializer } from '../../http/plain-json.js';
import { coalescing } from '../../lib/coalesce.js';
import { OWNER_COLUMNS, type SegmentRow, segmentTitle, TRIP_COLUMNS, toSegment } from './segment-dto.js';
import { isManagedFilter, segmentWhere, type TravelRange, travelMeta, travelRange, utcDay } from './travel-filters.js';
import {
  listOwnedSegmentRows,
  listSummarizedTrips,
  type SummarizedTrip,
  type SummarizedTripRow,
  TRIP_SUMMARY_SEGMENTS,
  toSummarizedTrip,
  toTripSummary,
} from './trips.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A listing type in the path that none of the listings has: refused as invalid (422), not unknown. */

function member(owner: TripOwner): TravelItem['included'][number] {
  return { type: 'member', id: owner.id, attributes: { name: owner.name, email: owner.email } };
}

/** Segments as travel list items, placed at their start, with their travelers. */
function segmentItems(rows: readonly { row: SegmentRow; owner: TripOwner }[]): TravelItem[] {
  return rows.map(({ row, owner }) => ({
    id: row.id,
    type: row.type as SegmentType,
    trip_id: row.tripId,
    lon: row.startLongitude ?? row.endLongitude,
    lat: row.startLatitude ?? row.endLatitude,
    start_datetime: row.startAt,
    end_datetime: row.endAt,
    title: segmentTitle(row),
    segment: toSegment(row),
    trip: null,
    included: [member(owner)],
  }));
}

/** Trips as travel list items, placed at their first destination. */
function tripItems(rows: readonly SummarizedTrip[]): TravelItem[] {
  return rows.map(({ row, owner, segments: confirmed }) => {
    const summary = toTripSummary(row, owner, confirmed);
    const first = confirmed.find((s) => s.type !== 'air' && s.startLatitude !== null) ?? confirmed[0];
    const journey = first && (first.type === 'air' || first.type === 'rail' || first.type === 'transportation');
    return {
      id: row.id,
      type: 'trip',
      trip_id: row.id,
      lon: (journey ? first?.endLongitude : first?.startLongitude) ?? first?.startLongitude ?? null,
      lat: (journey ? first?.endLatitude : first?.startLatitude) ?? first?.startLatitude ?? null,
      start_datetime: row.startAt,
      end_datetime: row.endAt,
      title: summary.destinations.join(', ') || (owner.name ?? owner.email),
      segment: null,
      trip: summary,
      included: [member(owner)],
    };
  });
}

/**
 * Trips (`trips t`) under way on some day of [from, until): started before its end and not ended before its start.
 * A trip under way started at most the team's longest trip before `from`; bounding the start by it keeps the
 * question one index range however long ago a long trip began (trips_team_duration_idx answers the longest at once).
 */
function tripsDuring(params: SqlParams, teamId: string, from: Date, until: Date): string {
  const team = params.add(teamId);
  const start = params.add(from.toISOString());
  return `t.team_id = ${team}
    and t.start_at >= ${start}::timestamptz
      - (select coalesce(max(l.end_at - l.start_at), interval '0') from trips l where l.team_id = ${team})
    and t.start_at < ${params.add(until.toISOString())}::timestamptz and t.end_at >= ${start}::timestamptz`;
}

/** The travel range of one UTC day. */
function dayRange(day: Date): TravelRange & { until: Date } {
  return { startDate: utcDay(day), endDate: utcDay(day), from: day, until: new Date(day.getTime() + DAY_MS) };
}

/** The dashboard's counts of today and the days ahead, in one statement. */
async function dashboardCounts(
  database: Database,
  teamId: string,
  todayRange: TravelRange & { until: Date },
  rangeEnd: Date,
) {
  const { from: today, until: tomorrow } = todayRange;
  const params = new SqlParams();
  const [row] = await database.prepared<Record<string, number>>(
    `select
      (select count(*) from trips t where ${tripsDuring(params, teamId, today, rangeEnd)})::int as trips_upcoming,
      c.trips_today, c.travelers_today, s.segments_today, s.flights_today
    from (select count(*)::int as trips_today, count(distinct t.traveler_id)::int as travelers_today
        from trips t where ${tripsDuring(params, teamId, today, tomorrow)}) c,
      (select count(*)::int as segments_today, (count(*) filter (where s.type = 'air'))::int as flights_today
        from segments s where ${segmentWhere({ teamId, range: todayRange }, params)}) s`,
    params.values,
  );
  return {
    travelers_today: Number(row?.travelers_today ?? 0),
    trips_today: Number(row?.trips_today ?? 0),
    trips_upcoming: Number(row?.trips_upcoming ?? 0),
    segments_today: Number(row?.segments_today ?? 0),
    flights_today: Number(row?.flights_today ?? 0),
  };
}

/** The first trips under way in the dashboard's range, with their owners and their summaries' segments. */
async function dashboardTrips(
  database: Database,
  teamId: string,
  today: Date,
  rangeEnd: Date,
): Promise<SummarizedTrip[]> {
  const params = new SqlParams();
  const rows = await database.prepared<SummarizedTripRow>(
    `select ${TRIP_COLUMNS}, ${OWNER_COLUMNS}, summary.summary_segments from trips t join travelers o on o.id = t.traveler_id
      ${TRIP_SUMMARY_SEGMENTS}
      where ${tripsDuring(params, teamId, today, rangeEnd)}
      order by t.start_at asc, t.id asc limit ${DASHBOARD_TRIP_LIMIT}`,
    params.values,
  );
  return rows.map(toSummarizedTrip);
}

/** The organisation dashboard of a day (UTC): who travels today and in the days ahead, counts, today's map. */
async function dashboardOf(database: Database, teamId: string, today: Date): Promise<Dashboard> {
  const rangeEnd = new Date(today.getTime() + (DEFAULT_DASHBOARD_RANGE_DAYS + 1) * DAY_MS);
  const todayRange = dayRange(today);
  // Independent questions, asked side by side.
  const [counts, tripRows, mapRows] = await Promise.all([
    dashboardCounts(database, teamId, todayRange, rangeEnd),
    dashboardTrips(database, teamId, today, rangeEnd),
    listOwnedSegmentRows(database, { teamId, range: todayRange }, 'start_date:asc', {
      limit: DASHBOARD_MAP_LIMIT,
      offset: 0,
    }),
  ]);
  return {
    start_date: utcDay(today),
    end_date: utcDay(new Date(rangeEnd.getTime() - DAY_MS)),
    trips: tripRows.map(({ row, owner, segments: list }) => toTripSummary(row, owner, list)),
    counts,
    map: segmentItems(mapRows.rows),
  };
}

/** Travel listings of the travel page and its map, and the organisation dashboard. */
export const travelRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { database } = deps;
  const tags = ['trips'];
  const dashboards = coalescing<string>();

  app.route({
    ...endpointRoute(listTravelEndpoint, { tags }),
    serializerCompiler: plainJsonSerializer,
    handler: async (request) => {
      const { team } = requireTeam(request);
      const { query } = request;
      const { type } = request.params;
      const range: TravelRange = travelRange(query);
      const filters = {
        teamId: team.id,
        range,
        managed: isManagedFilter(query.booking_source),
        traveler: query.traveler,
      };
      const window = pageWindow(query);
      let data: TravelItem[];
      let count = { total: 0, capped: false };
      if (type === 'trip') {
        const page = await listSummarizedTrips(database, { ...filters, types: query.type }, query.sort, window);
        data = tripItems(page.rows);
        count = page;
      } else {
        // An empty `type` filters nothing; otherwise a listing of one type shows nothing the filter leaves out.
        const chosen = query.type && query.type.length > 0 ? query.type : undefined;
        const own = type === 'all' ? chosen : [type as SegmentType].filter((t) => !chosen || chosen.includes(t));
        if (own && own.length === 0) {
          data = [];
        } else {
          const page = await listOwnedSegmentRows(database, { ...filters, types: own }, query.sort, window);
          data = segmentItems(page.rows);
          count = page;
        }
      }
      return { data, meta: travelMeta(query, range, count) };
    },
  });

  app.route({
    ...endpointRoute(getDashboardEndpoint, { tags: ['dashboard'] }),
    serializerCompiler: plainJsonSerializer,
    handler: async (request, reply) => {
      const { team } = requireTeam(request);
      const today = utcDay(new Date());
      // The team's dashboard is the same for all its viewers: those asking while it is being made share it.
      const body = await dashboards(`${team.id}/${today}`, async () =>
        JSON.stringify({ data: await dashboardOf(database, team.id, new Date(`${today}T00:00:00Z`)) }),
      );
      // Already the schema's answer written out (the shared string, not an object to check and serialise again).
      return reply.type('application/json; charset=utf-8').send(body as unknown as { data: Dashboard });
    },
  });
};
