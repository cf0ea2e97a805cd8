import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, getPlatformAnalyticsResponseSchema, type PlatformAnalytics } from '@tripline/contracts';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/platform/analytics: every team's activity, for the super administrator. */
export async function getPlatformAnalytics(): Promise<PlatformAnalytics> {
  return (await apiRequest('GET', API_PATHS.platformAnalytics, { schema: getPlatformAnalyticsResponseSchema })).data;
}

export const platformAnalyticsQuery = queryOptions({
  queryKey: ['platform', 'analytics'],
  queryFn: getPlatformAnalytics,
});
