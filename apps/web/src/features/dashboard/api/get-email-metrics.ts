import { type GetEmailMetricsQuery, type GetEmailMetricsResponse, getEmailMetricsEndpoint } from '@tripline/contracts';
import { endpointQuery } from '../../../lib/endpoint-client';

export type EmailMetrics = GetEmailMetricsResponse['data'];

/** The query of a developer team's received, parsed, failed and filtered emails per day. */
export function emailMetricsQuery(teamId: string, query: GetEmailMetricsQuery) {
  return {
    ...endpointQuery(getEmailMetricsEndpoint, { params: { teamId }, query }),
    select: (answer: GetEmailMetricsResponse): EmailMetrics => answer.data,
  };
}
