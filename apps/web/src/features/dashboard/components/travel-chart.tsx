import { ChartCard, type ChartProps } from './chart-card';

/** Travelers on the road per interval, managed against unmanaged bookings. */
export function TravelChart(props: ChartProps) {
  return <ChartCard {...props} chart="travel" title="Travelers" />;
}
