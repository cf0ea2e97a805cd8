import { describe, expect, it } from 'vitest';
import { formatCalendarDay, resolveDayOfYear, resolveIssueDate } from './resolve-pass-dates.js';

const day = (text: string) => {
  const [year, month, d] = text.split('-').map(Number);
  return { year: year ?? 0, month: month ?? 0, day: d ?? 0 };
};
const format = (value: ReturnType<typeof resolveDayOfYear>) => (value ? formatCalendarDay(value) : undefined);

describe('resolveDayOfYear', () => {
  it('places the day in the same year when it is still ahead', () => {
    expect(format(resolveDayOfYear(326, day('2018-04-02')))).toBe('2018-11-22');
  });

  it('moves to the next year when the day has passed', () => {
    expect(format(resolveDayOfYear(20, day('2018-04-02')))).toBe('2019-01-20');
  });

  it('counts 29 February in leap years', () => {
    expect(format(resolveDayOfYear(60, day('2024-01-10')))).toBe('2024-02-29');
    expect(format(resolveDayOfYear(60, day('2023-01-10')))).toBe('2023-03-01');
  });

  it('waits for a leap year for day 366', () => {
    expect(format(resolveDayOfYear(366, day('2025-03-01')))).toBe('2028-12-31');
  });
});

describe('resolveIssueDate', () => {
  it('takes the latest year ending in the digit, not after the reference', () => {
    expect(format(resolveIssueDate(1, 325, day('2018-04-02')))).toBe('2011-11-21');
    expect(format(resolveIssueDate(8, 80, day('2018-04-02')))).toBe('2018-03-21');
  });

  it('goes back ten years when the day would lie after the reference', () => {
    expect(format(resolveIssueDate(8, 300, day('2018-04-02')))).toBe('2008-10-26');
  });
});
