import type { z } from 'zod';
import { listEnvelope, listQuerySchema } from '../../api.js';
import { teamEndpoints } from '../../endpoint.js';
import { reportSchema } from './report-schema.js';

/** GET {base}/reports: newest first (created:desc) unless sorted by name, type or status. */
export const listReportsQuerySchema = listQuerySchema;
export type ListReportsQuery = z.infer<typeof listReportsQuerySchema>;
export const listReportsResponseSchema = listEnvelope(reportSchema);
export type ListReportsResponse = z.infer<typeof listReportsResponseSchema>;

export const listReportsEndpoint = teamEndpoints('/reports', {
  method: 'GET',
  permission: 'browse-reports',
  query: listReportsQuerySchema,
  response: listReportsResponseSchema,
});
