import { describe, expect, it } from 'vitest';
import { formatCents, formatMeasure, periodSeconds, sideSeries } from './chart-values';

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
});
