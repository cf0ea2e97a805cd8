import { z } from 'zod';
import { dataEnvelope } from '../../api.js';

/** GET /api/locations/timezones: IANA zone names. */
export const listTimezonesResponseSchema = dataEnvelope(z.array(z.string()));
export type ListTimezonesResponse = z.infer<typeof listTimezonesResponseSchema>;
