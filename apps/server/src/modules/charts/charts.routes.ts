import { CHART_NAMES, getChartEndpoints } from '@tripline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireTeam } from '../../access/access-guard.js';
import type { AppDeps } from '../../app-deps.js';
import { withCoalescedReads } from '../../db/coalesced-reads.js';
import { notFound } from '../../http/app-error.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import { buildChartData } from './chart-data.js';
import { resolveRange } from './chart-range.js';
import { chartFigures } from './chart-rollups.js';
import { type ChartFilter, isTeamTraveler, latestSegmentDay } from './charts.repository.js';

/** The organisation dashboard's charts: GET {base}/charts/<name> with the filter params. */
export const chartsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  // Charts requested together (a dashboard, many users of one team) share their queries while they run.
  const database = withCoalescedReads(deps.database);
  for (const chart of CHART_NAMES) {
    app.route({
      ...endpointRoute(getChartEndpoints[chart], { tags: ['charts'] }),
      handler: async (request) => {
        const { team } = requireTeam(request);
        const query = request.query;
        if (query.traveler && !(await isTeamTraveler(database, team.id, query.traveler))) {
          throw notFound('The traveler');
        }
        const latest = query.start_date && !query.end_date ? await latestSegmentDay(database, team.id) : null;
        const filter: ChartFilter = {
          teamId: team.id,
          range: resolveRange(query, latest),
          types: query.type?.length ? query.type : undefined,
          bookingSource: query.booking_source,
          travelerId: query.traveler,
        };
        const figures = await chartFigures(database, filter, chart);
        return { data: buildChartData({ chart, range: filter.range, types: filter.types, ...figures }) };
      },
    });
  }
};
