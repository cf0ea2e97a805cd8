import { describe, expect, it } from 'vitest';
import { defaultMetricsRange, metricSeries, metricTotals } from './metrics-mapping';

const metrics = {
  labels: ['2026-11-20', '2026-11-21', '2026-11-22'],
  dataSet: [
    { label: 'parsed' as const, data: [1, 0, 4] },
    { label: 'received' as const, data: [2, 1, 6] },
    { label: 'failed' as const, data: [1, 1, 1] },
  ],
};

describe('metricTotals', () => {
  it('adds up each count over the days and counts a missing one as 0', () => {
    expect(metricTotals(metrics)).toEqual({ received: 9, parsed: 5, failed: 3, filtered: 0 });
  });
});

describe('metricSeries', () => {
  it('puts the days on x as UTC midnights and the series in a fixed order', () => {
    const { x, series } = metricSeries(metrics);
    expect(x[0]).toBe(Date.UTC(2026, 10, 20) / 1000);
    expect(series.map((item) => item.label)).toEqual(['received', 'parsed', 'failed', 'filtered']);
    expect(series[0]?.data).toEqual([2, 1, 6]);
    expect(series[3]?.data).toEqual([0, 0, 0]);
  });
});

describe('defaultMetricsRange', () => {
  it('covers the last 7 days with today as the last one', () => {
    expect(defaultMetricsRange(new Date('2026-11-22T07:30:00Z'))).toEqual({ start: '2026-11-16', end: '2026-11-22' });
  });
});
