import {
  type FlightStatusUpdate,
  getFlightStatusEndpoint,
  listFlightStatusesEndpoint,
  listFlightStatusesResponseSchema,
} from '@tripline/contracts';
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireTeam } from '../../access/access-guard.js';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/client.js';
import { flightStatuses, segments } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import { travelRange } from './travel-filters.js';

type StatusRow = typeof flightStatuses.$inferSelect;
type FlightRow = Pick<typeof segments.$inferSelect, 'id' | 'tripId' | 'number' | 'startCode' | 'endCode'>;

const flightColumns = {
  id: segments.id,
  tripId: segments.tripId,
  number: segments.number,
  startCode: segments.startCode,
  endCode: segments.endCode,
};

function toFlightStatus(row: StatusRow, flight: FlightRow): FlightStatusUpdate {
  return {
    id: row.id,
    Segment_id: row.segmentId,
    trip_id: flight.tripId,
    status: row.status,
    number: flight.number,
    startCode: flight.startCode,
    endCode: flight.endCode,
    departureDateTime: row.departureDateTime,
    arrivalDateTime: row.arrivalDateTime,
    departure_at: row.departureAt?.toISOString() ?? null,
    arrival_at: row.arrivalAt?.toISOString() ?? null,
    previous_departure_at: row.previousDepartureAt?.toISOString() ?? null,
    gate: row.gate,
    terminal: row.terminal,
    source_email_id: row.sourceEmailId,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The latest update of each of some segments. */
async function latestStatuses(db: Db, segmentIds: string[]): Promise<StatusRow[]> {
  if (segmentIds.length === 0) return [];
  return db
    .selectDistinctOn([flightStatuses.segmentId])
    .from(flightStatuses)
    .where(inArray(flightStatuses.segmentId, segmentIds))
    .orderBy(flightStatuses.segmentId, desc(flightStatuses.updatedAt), desc(flightStatuses.id));
}

/** Flight status of air segments, kept up to date from airline mails (trip assembly records the updates). */
export const flightStatusRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;
  const tags = ['trips'];

  const listRoute = endpointRoute(listFlightStatusesEndpoint, { tags });
  app.route({
    ...listRoute,
    // The endpoint's answer is optional: OpenAPI tells the list (200) from no answer at all (204).
    schema: {
      ...listRoute.schema,
      response: {
        200: listFlightStatusesResponseSchema,
        204: z.null().describe('No flight in the range has a status'),
      },
    },
    handler: async (request, reply) => {
      const { team } = requireTeam(request);
      const { startDate, endDate } = request.query;
      const range = travelRange({ start_date: startDate, end_date: endDate ?? startDate });
      const flights = await db
        .select(flightColumns)
        .from(segments)
        .where(
          and(
            eq(segments.teamId, team.id),
            eq(segments.type, 'air'),
            gte(segments.startAt, range.from),
            range.until ? lt(segments.startAt, range.until) : undefined,
            sql`exists (select 1 from ${flightStatuses} where ${flightStatuses.segmentId} = ${segments.id})`,
          ),
        )
        .orderBy(segments.startAt, segments.id);
      const latest = new Map(
        (
          await latestStatuses(
            db,
            flights.map((flight) => flight.id),
          )
        ).map((row) => [row.segmentId, row]),
      );
      // In departure order; no flight with a status in the range is a 204 without a body.
      const data = flights.flatMap((flight) => {
        const row = latest.get(flight.id);
        return row ? [toFlightStatus(row, flight)] : [];
      });
      if (data.length === 0) return reply.status(204).send(null);
      return { data };
    },
  });

  app.route({
    ...endpointRoute(getFlightStatusEndpoint, { tags }),
    handler: async (request) => {
      const { team } = requireTeam(request);
      const [flight] = await db
        .select(flightColumns)
        .from(segments)
        .where(and(eq(segments.teamId, team.id), eq(segments.type, 'air'), eq(segments.id, request.params.id)))
        .limit(1);
      if (!flight) throw notFound('The flight');
      const rows = await db
        .select()
        .from(flightStatuses)
        .where(eq(flightStatuses.segmentId, flight.id))
        .orderBy(desc(flightStatuses.updatedAt), desc(flightStatuses.id));
      const history = rows.map((row) => toFlightStatus(row, flight));
      return {
        data: { Segment_id: flight.id, status: history[0]?.status ?? 'scheduled', latest: history[0] ?? null, history },
      };
    },
  });
};
