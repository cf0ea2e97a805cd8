import { describe, expect, it } from 'vitest';
import { periodsOf, resolveRange } from './chart-range.js';

const today = new Date('2026-11-23T15:00:00Z');

describe('chart ranges', () => {
  it('shows the last 30 days by day without dates, and an open end up to the latest segment', () => {
    expect(resolveRange({}, null, today)).toMatchObject({
      startDate: '2026-10-25',
      endDate: '2026-11-23',
      interval: 'day',
    });
    expect(resolveRange({ start_date: '2026-11-01' }, '2026-12-24', today)).toMatchObject({
      endDate: '2026-12-24',
      interval: 'week',
    });
    // Nothing after the start: the range is the start day alone.
    expect(resolveRange({ start_date: '2026-11-01' }, '2026-10-01', today).endDate).toBe('2026-11-01');
  });

  it('lists every period, weeks from their Monday and months from the 1st, the last one included', () => {
    const weeks = resolveRange({ start_date: '2026-03-04', end_date: '2026-03-30', interval: 'week' }, null, today);
    expect(periodsOf(weeks)).toEqual(['2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23', '2026-03-30']);
    const months = resolveRange({ start_date: '2025-11-15', end_date: '2026-02-01' }, null, today);
    expect(months.interval).toBe('week');
    const byMonth = resolveRange({ start_date: '2025-11-15', end_date: '2026-02-01', interval: 'month' }, null, today);
    expect(periodsOf(byMonth)).toEqual(['2025-11-01', '2025-12-01', '2026-01-01', '2026-02-01']);
  });

  it('refuses an end before the start, impossible days and too many points', () => {
    expect(() => resolveRange({ start_date: '2026-03-08', end_date: '2026-03-01' }, null, today)).toThrow();
    expect(() => resolveRange({ start_date: '2026-02-31' }, null, today)).toThrow();
    expect(() =>
      resolveRange({ start_date: '2020-01-01', end_date: '2026-01-01', interval: 'day' }, null, today),
    ).toThrow();
  });
});
