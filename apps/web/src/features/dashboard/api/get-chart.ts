import { useQuery } from '@tanstack/react-query';
import { type ChartInterval, type ChartName, getChartEndpoints } from '@tripline/contracts';
import { endpointQuery } from '../../../lib/endpoint-client';

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

/** The data of one chart of an organisation (amounts in cents); the cache key names the team and every filter. */
export function useChart(teamId: string, chart: ChartName, filters: ChartFilters) {
  const query = {
    start_date: filters.startDate,
    end_date: filters.endDate,
    type: filters.type,
    interval: filters.interval,
    booking_source: filters.bookingSource,
    traveler: filters.traveler,
  };
  return useQuery({
    ...endpointQuery(getChartEndpoints[chart], { params: { teamId }, query }),
    select: (answer) => answer.data,
  });
}
