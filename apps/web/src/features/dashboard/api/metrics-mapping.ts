import { DEFAULT_DASHBOARD_RANGE_DAYS, EMAIL_METRIC_LABELS } from '@tripline/contracts';
import { toIsoDay } from '../../../lib/date-presets';
import type { EmailMetrics } from './get-email-metrics';

export type MetricLabel = (typeof EMAIL_METRIC_LABELS)[number];

/** The total of each count over the range; a label the answer lacks counts 0. */
export function metricTotals(metrics: EmailMetrics): Record<MetricLabel, number> {
  const totals = Object.fromEntries(EMAIL_METRIC_LABELS.map((label) => [label, 0])) as Record<MetricLabel, number>;
  for (const set of metrics.dataSet) totals[set.label] += set.data.reduce((sum, value) => sum + value, 0);
  return totals;
}

/**
 * The chart's columns: x is each day's UTC midnight in seconds, then one series per label in a fixed order
 * (received, parsed, failed, filtered), with 0 for days a series does not cover.
 */
export function metricSeries(metrics: EmailMetrics): { x: number[]; series: { label: MetricLabel; data: number[] }[] } {
  const x = metrics.labels.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000);
  const series = EMAIL_METRIC_LABELS.map((label) => {
    const set = metrics.dataSet.find((item) => item.label === label);
    return { label, data: metrics.labels.map((_, index) => set?.data[index] ?? 0) };
  });
  return { x, series };
}

/** The default range: the last DEFAULT_DASHBOARD_RANGE_DAYS days, today included (UTC), as the server counts them. */
export function defaultMetricsRange(now: Date = new Date()): { start: string; end: string } {
  const start = new Date(now);
  start.setUTCDate(start.getUTCDate() - (DEFAULT_DASHBOARD_RANGE_DAYS - 1));
  return { start: toIsoDay(start), end: toIsoDay(now) };
}
