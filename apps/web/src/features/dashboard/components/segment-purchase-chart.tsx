import { ChartCard, type ChartProps } from './chart-card';
import { purchaseWindowLabel } from './group-labels';

/** Segments by days booked ahead of departure. */
export function SegmentPurchaseChart(props: ChartProps) {
  return (
    <ChartCard
      {...props}
      chart="segment-purchase"
      title="Advance purchase"
      plot="groups"
      keyLabel={purchaseWindowLabel}
    />
  );
}
