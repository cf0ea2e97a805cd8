import { z } from 'zod';
import { dataEnvelope } from '../../api.js';
import { defineEndpoint } from '../../endpoint.js';

/** GET /api/locations/timezones: IANA zone names. */
export const listTimezonesResponseSchema = dataEnvelope(z.array(z.string()));
export type ListTimezonesResponse = z.infer<typeof listTimezonesResponseSchema>;

export const listTimezonesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/locations/timezones',
  access: { permission: null },
  response: listTimezonesResponseSchema,
});
