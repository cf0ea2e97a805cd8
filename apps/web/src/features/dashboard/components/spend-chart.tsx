import { ChartCard, type ChartProps } from './chart-card';

/** Spend per interval, managed against unmanaged, in the team's main currency. */
export function SpendChart(props: ChartProps) {
  return <ChartCard {...props} chart="spend" title="Spend over time" />;
}
