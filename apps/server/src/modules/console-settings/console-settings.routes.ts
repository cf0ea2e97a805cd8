import { getConsoleSettingsEndpoint } from '@tripline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { endpointRoute } from '../../http/endpoint-route.js';

/** The console's settings of this installation, public: the sign-in page shows avatars too. */
export const consoleSettingsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.route({
    ...endpointRoute(getConsoleSettingsEndpoint, { tags: ['console'] }),
    handler: async () => ({ data: { avatar_pictures: deps.config.avatarPictures } }),
  });
};
