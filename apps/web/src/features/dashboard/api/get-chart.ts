import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type ChartData,
  type ChartInterval,
  type ChartName,
  chartResponseSchema,
  teamApiBase,
} from '@tripline/contracts';
import { apiRequest } from '../../../lib/api-client';

/** The filter params of every chart (spec §7); dates are YYYY-MM-DD and the end is optional. */
export interface ChartFilters {
  startDate: string;
  endDate?: string | undefined;
  /** Segment types, comma-separated. */
  type?: string | undefined;
  interval?: ChartInterval | undefined;
  bookingSource?: 'managed' | 'unmanaged' | undefined;
  traveler?: string | undefined;
}

/** GET {base}/charts/<name> with the filter params; amounts come back in cents. */
export async function getChart(teamId: string, chart: ChartName, filters: ChartFilters): Promise<ChartData> {
  const url = `${teamApiBase('org', teamId)}/charts/${chart}`;
  const query = {
    start_date: filters.startDate,
    end_date: filters.endDate,
    type: filters.type,
    interval: filters.interval,
    booking_source: filters.bookingSource,
    traveler: filters.traveler,
  };
  return (await apiRequest('GET', url, { schema: chartResponseSchema, query })).data;
}

/** The query options of one chart: the cache key names the team, the chart and every filter. */
export function chartQueryOptions(teamId: string, chart: ChartName, filters: ChartFilters) {
  return queryOptions({
    queryKey: ['charts', teamId, chart, filters],
    queryFn: () => getChart(teamId, chart, filters),
  });
}

/** The data of one chart of an organisation. */
export function useChart(teamId: string, chart: ChartName, filters: ChartFilters) {
  return useQuery(chartQueryOptions(teamId, chart, filters));
}
