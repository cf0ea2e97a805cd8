import { ChartCard, type ChartProps } from './chart-card';

/** Hotel nights per interval, with the price per night. */
export function HotelNightsChart(props: ChartProps) {
  return <ChartCard {...props} chart="hotel-nights" title="Hotel nights" unit="night" />;
}
