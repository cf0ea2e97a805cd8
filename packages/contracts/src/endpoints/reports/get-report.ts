import { z } from 'zod';
import { dataEnvelope } from '../../api.js';
import { REPORT_FORMATS, reportSchema } from './report-schema.js';

/** GET {base}/reports/:id; DELETE of the same path answers 204 (delete-reports). */
export const getReportResponseSchema = dataEnvelope(reportSchema);
export type GetReportResponse = z.infer<typeof getReportResponseSchema>;

/** GET {base}/reports/:id/download?format=csv|xlsx: the file of a completed report (404 before). */
export const downloadReportQuerySchema = z.object({ format: z.enum(REPORT_FORMATS).default('csv') });
export type DownloadReportQuery = z.infer<typeof downloadReportQuerySchema>;
