import { z } from 'zod';
import { dataEnvelope, isoDaySchema } from '../../api.js';
import { teamEndpoint } from '../../endpoint.js';

/** GET /api/developers/:teamId/emails/all: parse metrics per UTC day; the last 7 days when no range is given. */
export const getEmailMetricsQuerySchema = z.object({
  start: isoDaySchema.optional(),
  end: isoDaySchema.optional(),
});
export type GetEmailMetricsQuery = z.infer<typeof getEmailMetricsQuerySchema>;

export const EMAIL_METRIC_LABELS = ['received', 'parsed', 'failed', 'filtered'] as const;

/** `labels` are the days (YYYY-MM-DD); each data set has one count per day, in the order of `labels`. */
export const getEmailMetricsResponseSchema = dataEnvelope(
  z.object({
    dataSet: z.array(z.object({ label: z.enum(EMAIL_METRIC_LABELS), data: z.array(z.number().int()) })),
    labels: z.array(z.string()),
  }),
);
export type GetEmailMetricsResponse = z.infer<typeof getEmailMetricsResponseSchema>;

/** A developer team's parse metrics per day. */
export const getEmailMetricsEndpoint = teamEndpoint('dev', '/emails/all', {
  method: 'GET',
  permission: 'browse-emails',
  query: getEmailMetricsQuerySchema,
  response: getEmailMetricsResponseSchema,
});
