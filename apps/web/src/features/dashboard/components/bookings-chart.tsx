import { ChartCard, type ChartProps } from './chart-card';

/** Segments booked per interval, managed against unmanaged. */
export function BookingsChart(props: ChartProps) {
  return <ChartCard {...props} chart="bookings" title="Bookings" />;
}
