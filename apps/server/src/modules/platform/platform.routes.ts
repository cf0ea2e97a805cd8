import { getPlatformAnalyticsEndpoint } from '@tripline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import { readPlatformAnalytics } from './platform.repository.js';

/** The super administrator's analytics mode (spec §6): the platform's activity, team by team. */
export const platformRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.route({
    ...endpointRoute(getPlatformAnalyticsEndpoint, { tags: ['platform'] }),
    handler: async () => ({ data: await readPlatformAnalytics(deps.database.db) }),
  });
};
