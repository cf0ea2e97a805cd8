import { z } from 'zod';
import { dataEnvelope, isoDaySchema } from '../../api.js';
import { teamEndpoints } from '../../endpoint.js';
import { REPORT_TYPES, reportSchema } from './report-schema.js';

/**
 * POST {base}/reports → 201: queues the report, which starts as Processing. The type must be one of the team
 * type's report types (422 otherwise); the range runs from start_date to end_date, or on with no end date.
 */
export const createReportBodySchema = z
  .object({
    type: z.enum(REPORT_TYPES, 'Choose a report type'),
    name: z.string().trim().min(1).max(120).optional(),
    start_date: isoDaySchema,
    end_date: isoDaySchema.nullable().optional(),
  })
  .refine((body) => !body.end_date || body.end_date >= body.start_date, {
    path: ['end_date'],
    message: 'The end date cannot be before the start date',
  });
export type CreateReportBody = z.infer<typeof createReportBodySchema>;
export const createReportResponseSchema = dataEnvelope(reportSchema);
export type CreateReportResponse = z.infer<typeof createReportResponseSchema>;

export const createReportEndpoint = teamEndpoints('/reports', {
  method: 'POST',
  permission: 'add-reports',
  body: createReportBodySchema,
  status: 201,
  response: createReportResponseSchema,
});
