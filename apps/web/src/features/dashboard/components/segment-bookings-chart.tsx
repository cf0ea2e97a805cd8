import { ChartCard, type ChartProps } from './chart-card';
import { segmentTypeLabel } from './group-labels';

/** Segments per type, managed beside unmanaged. */
export function SegmentBookingsChart(props: ChartProps) {
  return (
    <ChartCard {...props} chart="segment-bookings" title="Bookings by type" plot="groups" keyLabel={segmentTypeLabel} />
  );
}
