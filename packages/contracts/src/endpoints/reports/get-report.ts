import { z } from 'zod';
import { dataEnvelope } from '../../api.js';
import { teamEndpoints } from '../../endpoint.js';
import { REPORT_FORMATS, reportSchema } from './report-schema.js';

/** GET {base}/reports/:id; DELETE of the same path answers 204 (delete-reports). */
export const getReportResponseSchema = dataEnvelope(reportSchema);
export type GetReportResponse = z.infer<typeof getReportResponseSchema>;

/** GET {base}/reports/:id/download?format=csv|xlsx: the file of a completed report (404 before). */
export const downloadReportQuerySchema = z.object({ format: z.enum(REPORT_FORMATS).default('csv') });
export type DownloadReportQuery = z.infer<typeof downloadReportQuerySchema>;

export const getReportEndpoint = teamEndpoints('/reports/:id', {
  method: 'GET',
  permission: 'read-reports',
  response: getReportResponseSchema,
});

export const deleteReportEndpoint = teamEndpoints('/reports/:id', {
  method: 'DELETE',
  permission: 'delete-reports',
  status: 204,
});

/** The file of a completed report: a link (a report's `downloads` name it), not JSON. */
export const downloadReportEndpoint = teamEndpoints('/reports/:id/download', {
  method: 'GET',
  permission: 'read-reports',
  query: downloadReportQuerySchema,
});
