import { API_PATHS, getPlatformAnalyticsResponseSchema } from '@tripline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { readPlatformAnalytics } from './platform.repository.js';

/** The super administrator's analytics mode (spec §6): the platform's activity, team by team. */
export const platformRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    API_PATHS.platformAnalytics,
    {
      config: { access: { permission: 'browse-platform-analytics' } },
      schema: { tags: ['platform'], response: { 200: getPlatformAnalyticsResponseSchema } },
    },
    async () => ({ data: await readPlatformAnalytics(deps.database.db) }),
  );
};
