import { listTimezonesEndpoint } from '@tripline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpoint-route.js';
import { listTimezones } from './timezones.js';

/** Reference data for forms. */
export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(listTimezonesEndpoint, { tags: ['account'] }),
    handler: async () => ({ data: listTimezones() }),
  });
};
