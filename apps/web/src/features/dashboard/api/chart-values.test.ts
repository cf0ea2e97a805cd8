import { describe, expect, it } from 'vitest';
import { formatCents, formatMeasure, periodSeconds, periodTicks, sideSeries } from './chart-values';

describe('chart values', () => {
  it('divides cents by 100 and compacts from 100000 units', () => {
    expect(formatCents(1_234_550, 'EUR')).toBe('12,345.5 EUR');
    expect(formatCents(12_000_000, 'EUR')).toBe('120K EUR');
    expect(formatCents(null, 'EUR')).toBe('–');
    expect(formatMeasure(99_999, 'segments', 'EUR')).toBe('99,999');
    expect(formatMeasure(250_000, 'nights', null)).toBe('250K');
  });

  it('turns points into uPlot columns: seconds and managed against unmanaged units', () => {
    const data = {
      measure: 'cents' as const,
      points: [
        { period: '2026-03-02', tmc: 40_000, direct: 30_000 },
        { period: '2026-03-03', tmc: 0, direct: 1_050 },
      ],
    };
    expect(periodSeconds(data)).toEqual([1_772_409_600, 1_772_496_000]);
    expect(sideSeries(data.points, data.measure)).toEqual({ managed: [400, 0], unmanaged: [300, 10.5] });
  });

  it('ticks the time axis at period starts, evenly, never closer than a label needs', () => {
    // Thirteen months from 2025-11, on a chart 400 px wide: every other month, from the first.
    const months = periodSeconds({
      points: Array.from({ length: 13 }, (_, i) => {
        const at = new Date(Date.UTC(2025, 10 + i, 1));
        return { period: at.toISOString().slice(0, 10), tmc: 0, direct: 0 };
      }),
    });
    const ticks = periodTicks(months, 400);
    const labels = ticks.map((tick) => new Date(tick * 1000).toISOString().slice(0, 7));
    expect(labels).toEqual(['2025-11', '2026-01', '2026-03', '2026-05', '2026-07', '2026-09', '2026-11']);
    // Wide enough for every month, each gets its label; a single period keeps its own.
    expect(periodTicks(months, 1200)).toEqual(months);
    expect(periodTicks(months.slice(0, 1), 400)).toEqual(months.slice(0, 1));
  });
});
