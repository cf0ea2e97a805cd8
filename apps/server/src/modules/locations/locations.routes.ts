import { listTimezonesResponseSchema } from '@tripline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listTimezones } from './timezones.js';

/** Reference data for forms. */
export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/locations/timezones',
    {
      config: { access: { permission: null } },
      schema: { tags: ['account'], response: { 200: listTimezonesResponseSchema } },
    },
    async () => ({ data: listTimezones() }),
  );
};
