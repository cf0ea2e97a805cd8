import { API_PATHS, getConsoleSettingsResponseSchema } from '@tripline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';

/** The console's settings of this installation, public: the sign-in page shows avatars too. */
export const consoleSettingsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    API_PATHS.consoleSettings,
    {
      config: { access: { public: true } },
      schema: { tags: ['console'], response: { 200: getConsoleSettingsResponseSchema } },
    },
    async () => ({ data: { avatar_pictures: deps.config.avatarPictures } }),
  );
};
