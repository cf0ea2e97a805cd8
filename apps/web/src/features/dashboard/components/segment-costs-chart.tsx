import { ChartCard, type ChartProps } from './chart-card';
import { segmentTypeLabel } from './group-labels';

/** Spend per segment type, managed beside unmanaged. */
export function SegmentCostsChart(props: ChartProps) {
  return <ChartCard {...props} chart="segment-costs" title="Costs by type" plot="groups" keyLabel={segmentTypeLabel} />;
}
