import {
  ACTIVITY_SEGMENT_TYPES,
  ACTIVITY_TYPES,
  type activitySegmentsQuerySchema,
  deleteSegmentEndpoint,
  deleteTripEndpoint,
  getTripEndpoint,
  getTripSegmentEndpoint,
  listSegmentsEndpoints,
  listTripsEndpoint,
  type ParsedTravelQuery,
  SEGMENT_LIST_TYPES,
  SEGMENT_TYPES,
  type SegmentListType,
  type SegmentType,
} from '@tripline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireTeam } from '../../access/access-guard.js';
import type { AppDeps } from '../../app-deps.js';
import { notFound } from '../../http/app-error.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import { pageWindow } from '../../http/pagination.js';
import { plainJsonSerializer } from '../../http/plain-json.js';
import { toSegment } from './segment-dto.js';
import { isManagedFilter, travelMeta, travelRange } from './travel-filters.js';
import {
  deleteTeamSegment,
  deleteTeamTrip,
  findTeamSegment,
  findTeamTrip,
  listSegmentRows,
  listTrips,
} from './trips.repository.js';

/** The segment type a path names; a type that is none of them names no segment. */
function pathType(type: string): SegmentType {
  if (!(SEGMENT_TYPES as readonly string[]).includes(type)) throw notFound('The segment');
  return type as SegmentType;
}

/** The types a segment list shows: its own type (or every type for all) narrowed by the `type` filter. */
function listTypes(list: SegmentListType, query: ParsedTravelQuery, own?: readonly SegmentType[]): SegmentType[] {
  const base: readonly SegmentType[] = own ?? (list === 'all' ? SEGMENT_TYPES : [list as SegmentType]);
  return query.type && query.type.length > 0 ? base.filter((type) => query.type?.includes(type)) : [...base];
}

/** Organisation trips and segments (spec §7 "Organisation: trips, segments, travelers"). */
export const tripsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { database } = deps;
  const { db } = database;
  const tags = ['trips'];

  app.route({
    ...endpointRoute(listTripsEndpoint, { tags }),
    serializerCompiler: plainJsonSerializer,
    handler: async (request) => {
      const { team } = requireTeam(request);
      const { query } = request;
      const range = travelRange(query);
      const filters = {
        teamId: team.id,
        range,
        types: query.type,
        managed: isManagedFilter(query.booking_source),
        traveler: query.traveler,
      };
      const { rows, ...count } = await listTrips(database, filters, query.sort, pageWindow(query));
      return { data: rows, meta: travelMeta(query, range, count) };
    },
  });

  app.route({
    ...endpointRoute(getTripEndpoint, { tags }),
    handler: async (request) => {
      const trip = await findTeamTrip(database, requireTeam(request).team.id, request.params.id);
      if (!trip) throw notFound('The trip');
      return { data: trip };
    },
  });

  app.route({
    ...endpointRoute(deleteTripEndpoint, { tags }),
    handler: async (request, reply) => {
      if (!(await deleteTeamTrip(db, requireTeam(request).team.id, request.params.id))) throw notFound('The trip');
      return reply.status(204).send();
    },
  });

  app.route({
    ...endpointRoute(getTripSegmentEndpoint, { tags }),
    handler: async (request) => {
      const { type, id } = request.params;
      const row = await findTeamSegment(database, requireTeam(request).team.id, pathType(type), id);
      if (!row) throw notFound('The segment');
      return { data: toSegment(row) };
    },
  });

  for (const list of SEGMENT_LIST_TYPES) {
    app.route({
      ...endpointRoute(listSegmentsEndpoints[list], { tags }),
      serializerCompiler: plainJsonSerializer,
      handler: async (request) => {
        const { team } = requireTeam(request);
        const query = request.query as z.output<typeof activitySegmentsQuerySchema>;
        let own: SegmentType[] | undefined;
        if (list === 'activity') {
          const chosen = query.activity_type && query.activity_type.length > 0 ? query.activity_type : ACTIVITY_TYPES;
          own = [...new Set(chosen.map((activity) => ACTIVITY_SEGMENT_TYPES[activity]))];
        }
        const types = listTypes(list, query, own);
        const range = travelRange(query);
        const window = pageWindow(query);
        const { rows, ...count } =
          types.length === 0
            ? { rows: [], total: 0, capped: false }
            : await listSegmentRows(
                database,
                {
                  teamId: team.id,
                  range,
                  types: list === 'all' && !query.type ? undefined : types,
                  managed: isManagedFilter(query.booking_source),
                  traveler: query.traveler,
                },
                query.sort,
                window,
              );
        return {
          data: rows.map(toSegment),
          meta: { ...travelMeta(query, range, count), segment_type: types },
        };
      },
    });
  }

  app.route({
    ...endpointRoute(deleteSegmentEndpoint, { tags }),
    handler: async (request) => {
      const { type, id } = request.params;
      const deleted = await deleteTeamSegment(db, requireTeam(request).team.id, pathType(type), id);
      if (!deleted) throw notFound('The segment');
      return { data: { ...toSegment(deleted.segment), trip_deleted: deleted.tripDeleted } };
    },
  });
};
