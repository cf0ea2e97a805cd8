import {
  type GetEmailMetricsQuery,
  type GetEmailMetricsResponse,
  getEmailMetricsResponseSchema,
} from '@tripline/contracts';
import { apiRequest } from '../../../lib/api-client';

export type EmailMetrics = GetEmailMetricsResponse['data'];

/** GET /api/developers/:teamId/emails/all: received, parsed, failed and filtered per day. */
export async function getEmailMetrics(teamId: string, query: GetEmailMetricsQuery): Promise<EmailMetrics> {
  const url = `/api/developers/${encodeURIComponent(teamId)}/emails/all`;
  return (await apiRequest('GET', url, { schema: getEmailMetricsResponseSchema, query, cancelable: true })).data;
}
