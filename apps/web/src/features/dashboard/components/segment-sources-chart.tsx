import { ChartCard, type ChartProps } from './chart-card';
import { sourceLabel } from './group-labels';

/** Segments per booking source: travel management company, online agency or direct. */
export function SegmentSourcesChart(props: ChartProps) {
  return <ChartCard {...props} chart="segment-sources" title="Booking sources" plot="groups" keyLabel={sourceLabel} />;
}
