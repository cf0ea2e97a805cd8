import { type Dashboard, getDashboardResponseSchema, TRIP_API_PATHS } from '@tripline/contracts';
import { apiRequest } from '../../../lib/api-client';

/** GET {base}/dashboard: who travels today and in the coming week, the counts and today's places. */
export async function getOrgDashboard(teamId: string): Promise<Dashboard> {
  return (await apiRequest('GET', TRIP_API_PATHS.dashboard(teamId), { schema: getDashboardResponseSchema })).data;
}
