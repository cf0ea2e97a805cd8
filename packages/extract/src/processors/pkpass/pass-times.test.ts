import { describe, expect, it } from 'vitest';
import { readTextDate, readTextDayRange } from './pass-times.js';

describe('readTextDate', () => {
  it.each([
    ['Mar 15, 2024', '2024-03-15'],
    ['Fri, Mar 15, 2024', '2024-03-15'],
    ['15 März 2024', '2024-03-15'],
    ['3 juillet 2024', '2024-07-03'],
    ['3 juil. 2024', '2024-07-03'],
    ['18 diciembre 2024', '2024-12-18'],
    ['18 dicembre 2024', '2024-12-18'],
    ['15 mrt 2024', '2024-03-15'],
    ['DEC 9, 2025', '2025-12-09'],
  ])('reads %s, a month named in one of the languages of passes', (text, day) => {
    expect(readTextDate(text)).toEqual({ day });
  });

  it('reads the clock after a named day', () => {
    expect(readTextDate('15 März 2024 20:15')).toEqual({ day: '2024-03-15', clock: '20:15' });
  });

  it('reads a slashed day only when it can be read one way: its day past 12, or day and month the same', () => {
    expect(readTextDate('23/07/2024 08:10')).toEqual({ day: '2024-07-23', clock: '08:10' });
    expect(readTextDate('07/23/2024 8:00 PM')).toEqual({ day: '2024-07-23', clock: '20:00' });
    expect(readTextDate('12/12/2024')).toEqual({ day: '2024-12-12' });
    // 3 July or 7 March: the pass does not say.
    expect(readTextDate('03/07/2024')).toBeUndefined();
  });

  it('refuses a slashed day the calendar lacks, in either order', () => {
    expect(readTextDate('31/02/2024 10:00')).toBeUndefined();
    expect(readTextDate('02/31/2024 10:00')).toBeUndefined();
    expect(readTextDate('29/02/2023')).toBeUndefined();
    expect(readTextDate('29/02/2024')).toEqual({ day: '2024-02-29' });
  });

  it('refuses a weekday that is not the day’s, a month no language names, and text that is no day', () => {
    expect(readTextDate('WED, DEC 09, 2025')).toBeUndefined();
    expect(readTextDate('15 Mrz 2024')).toBeUndefined();
    expect(readTextDate('Gate B 2024')).toBeUndefined();
  });
});

describe('readTextDate on a weekday before digits and on dashed days', () => {
  it('reads a date in digits after its own day of the week, in the languages of passes', () => {
    expect(readTextDate('Mi, 03.07.2024 20:00 Uhr')).toEqual({ day: '2024-07-03', clock: '20:00' });
    expect(readTextDate('Wed 03.07.2024')).toEqual({ day: '2024-07-03' });
    expect(readTextDate('mer. 03.07.2024 20:00')).toEqual({ day: '2024-07-03', clock: '20:00' });
  });

  it('refuses a date whose day of the week is another', () => {
    expect(readTextDate('Do, 03.07.2024 20:00')).toBeUndefined();
  });

  it('reads a dashed day day first, as mail does, unless the pass writes its days month first', () => {
    expect(readTextDate('03-07-2024')).toEqual({ day: '2024-07-03' });
    expect(readTextDate('03-07-2024 08:15')).toEqual({ day: '2024-07-03', clock: '08:15' });
    expect(readTextDate('03-07-2024', 'month first')).toEqual({ day: '2024-03-07' });
    expect(readTextDate('07-23-2024')).toEqual({ day: '2024-07-23' });
    expect(readTextDate('31-02-2024')).toBeUndefined();
  });
});

describe('readTextDate on two-digit years', () => {
  it('reads a dotted day with a two-digit year, and no shorter such number', () => {
    expect(readTextDate('25.09.24 ')).toEqual({ day: '2024-09-25' });
    expect(readTextDate('1.2.24')).toBeUndefined();
  });
});

describe('readTextDayRange', () => {
  it.each([
    ['11.07.2025 - 12.07.2025', '2025-07-11', '2025-07-12'],
    ['3 Jul 2025 – 5 Jul 2025', '2025-07-03', '2025-07-05'],
    ['1 août 2025 au 3 août 2025', '2025-08-01', '2025-08-03'],
  ])('reads %s as a span of days', (text, day, endDay) => {
    expect(readTextDayRange(text)).toEqual({ day, endDay });
  });

  it('refuses a span that ends before it starts', () => {
    expect(readTextDayRange('12.07.2025 - 11.07.2025')).toBeUndefined();
  });
});
