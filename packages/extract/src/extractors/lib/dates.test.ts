import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  atTime,
  CLOCK,
  clockTime,
  localDate,
  localDateTime,
  parseClock,
  parseDateTime,
  parseNamedDate,
  parseNumericDate,
  plusDays,
  resolveYear,
} from './dates.js';

const mailed = new Date('2017-12-29T17:46:02Z');

describe('resolveYear', () => {
  it('keeps the mail year for days after the mail and moves days long past into the next year', () => {
    expect(resolveYear(12, 31, mailed)).toBe(2017);
    expect(resolveYear(7, 20, mailed)).toBe(2018);
    expect(resolveYear(1, 2, mailed)).toBe(2018);
  });

  it('keeps a day shortly before the mail in the mail year (receipts sent after travel)', () => {
    expect(resolveYear(12, 10, mailed)).toBe(2017);
  });
});

describe('parseNamedDate', () => {
  it.each([
    ['fre 3 jul 2009', '2009-07-03'],
    ['Monday, 10 March 2025', '2025-03-10'],
    ['Tue, Mar 11, 2025', '2025-03-11'],
    ['05-Juni-2017', '2017-06-05'],
    ['le 7 février 2025', '2025-02-07'],
    ['15 dicembre 2025', '2025-12-15'],
    ['11MAR25', '2025-03-11'],
    ['Dep Sat 15 Mar 07:05', '2018-03-15'],
    ['14:35 Wed 12 Mar 2025', '2025-03-12'],
    ['vr 14 mrt. 2025', '2025-03-14'],
    ['12 października 2025', '2025-10-12'],
    ['śr., 3 wrz 2025', '2025-09-03'],
    ['3. heinäkuuta 2025', '2025-07-03'],
    ['18 de março de 2025', '2025-03-18'],
    ['martes, 4 de noviembre de 2025', '2025-11-04'],
    ['fredag 19. desember 2025', '2025-12-19'],
    ['Do., 6. Febr. 2025', '2025-02-06'],
  ])('reads %s', (text, day) => {
    expect(parseNamedDate(text, mailed)).toBe(day);
  });

  it('does not take a clock time for a two-digit year', () => {
    expect(parseNamedDate('Sat 15 Mar 07:05', new Date('2025-02-01T00:00:00Z'))).toBe('2025-03-15');
  });

  it("does not take a clock's minutes before the month for its day", () => {
    expect(parseNamedDate('07:05 Dec 7 2026', mailed)).toBe('2026-12-07');
    expect(parseNamedDate('18h15 Jul 3, 2026', mailed)).toBe('2026-07-03');
  });

  it('finds nothing in text without a month name', () => {
    expect(parseNamedDate('Terminal 2, Gate 14', mailed)).toBeUndefined();
  });
});

describe('parseDateTime', () => {
  it('reads European, named and 12-hour forms as local times', () => {
    expect(parseDateTime('10.03.2025 13:20')).toBe('2025-03-10T13:20:00');
    expect(parseDateTime('Thursday, October 2, 2025 @ 9:00 AM')).toBe('2025-10-02T09:00:00');
    expect(parseDateTime('Sun, Jun 23 (12:00 PM)', new Date('2025-05-25T00:00:00Z'))).toBe('2025-06-23T12:00:00');
    expect(parseDateTime('Fri 14 Mar 25, 12:30 am')).toBe('2025-03-14T00:30:00');
  });

  it('reads numeric days month first only when asked', () => {
    expect(parseDateTime('03/04/2025 10:00')).toBe('2025-04-03T10:00:00');
    expect(parseDateTime('03/04/2025 10:00', undefined, true)).toBe('2025-03-04T10:00:00');
  });

  it('gives nothing without a time', () => {
    expect(parseDateTime('Monday, 10 March 2025')).toBeUndefined();
  });
});

describe('clock helpers', () => {
  it('reads 17h50, 1750 and 5:50 PM alike', () => {
    expect(parseClock('17h50')).toEqual({ hour: 17, minute: 50 });
    expect(parseClock('1750')).toEqual({ hour: 17, minute: 50 });
    expect(parseClock('5:50 PM')).toEqual({ hour: 17, minute: 50 });
    expect(parseClock('12:05 a.m.')).toEqual({ hour: 0, minute: 5 });
    expect(parseClock('from 3pm')).toEqual({ hour: 15, minute: 0 });
  });

  it('shifts across month and year ends without a time zone', () => {
    expect(plusDays('2025-12-31T23:30:00', 1)).toBe('2026-01-01T23:30:00');
    expect(plusDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(atTime('2025-03-30', '02:30')).toBe('2025-03-30T02:30:00');
  });

  it('reads numeric days written year first, as Hungarian and East Asian mails do', () => {
    expect(parseNumericDate('2026.12.11. 07:40')).toBe('2026-12-11');
    expect(parseNumericDate('2026/01/05')).toBe('2026-01-05');
    expect(parseNumericDate('11.12.2026')).toBe('2026-12-11');
  });

  it('rejects impossible days', () => {
    expect(parseNumericDate('31.02.2025')).toBeUndefined();
  });
});

describe('CLOCK', () => {
  const stop = new RegExp(`^(${CLOCK})\\s+(.+)$`);
  const read = (line: string) => {
    const m = stop.exec(line);
    return m && [clockTime(m[1] ?? ''), m[2]];
  };

  it('takes the half of day of a 12-hour clock into the clock, with or without a space and dots', () => {
    expect(read('6:05 PM  Oslo, Gardermoen (OSL)')).toEqual(['18:05', 'Oslo, Gardermoen (OSL)']);
    expect(read('6:05pm Oslo')).toEqual(['18:05', 'Oslo']);
    expect(read('6:05 p.m. Oslo')).toEqual(['18:05', 'Oslo']);
    expect(read('12:40 A.M. Oslo')).toEqual(['00:40', 'Oslo']);
    expect(read('12:10 PM Oslo')).toEqual(['12:10', 'Oslo']);
  });

  it('leaves a place that starts like a half of day to the place', () => {
    expect(read('9:05 Amsterdam (AMS)')).toEqual(['09:05', 'Amsterdam (AMS)']);
    expect(read('9:05 AMS')).toEqual(['09:05', 'AMS']);
    expect(read('9:05 Am Hauptbahnhof')).toEqual(['09:05', 'Am Hauptbahnhof']);
    expect(read('18:05 PM')).toEqual(['18:05', 'PM']);
    expect(read('12:00 am Abreisetag')).toEqual(['12:00', 'am Abreisetag']);
    expect(new RegExp(`^(${CLOCK})$`).exec('12:05 am')?.[1]).toBe('12:05 am');
  });
});

describe('days and times from their parts', () => {
  // The plain arithmetic these functions use for common parts must say what luxon says for every day of four years
  // (a leap year among them), at the ends of the day, and for parts outside a month.
  const viaLuxon = (year: number, month: number, day: number, hour = 0, minute = 0) => {
    const dt = DateTime.fromObject({ year, month, day, hour, minute }, { zone: 'UTC' });
    return dt.isValid ? dt.toFormat("yyyy-MM-dd'T'HH:mm:ss") : undefined;
  };
  const yearViaLuxon = (month: number, day: number, reference: Date) => {
    const ref = DateTime.fromJSDate(reference, { zone: 'UTC' });
    const candidate = DateTime.fromObject({ year: ref.year, month, day }, { zone: 'UTC' });
    return candidate < ref.minus({ days: 31 }) ? ref.year + 1 : ref.year;
  };

  it('writes a day and a time as luxon does, and refuses the days a month does not have', () => {
    for (const year of [1999, 2023, 2024, 2100]) {
      for (let month = 0; month <= 13; month++) {
        for (let day = 0; day <= 32; day++) {
          for (const [hour, minute] of [
            [0, 0],
            [23, 59],
            [24, 0],
            [12, 60],
          ] as const) {
            expect(localDateTime(year, month, day, hour, minute), `${year}-${month}-${day} ${hour}:${minute}`).toBe(
              viaLuxon(year, month, day, hour, minute),
            );
          }
          expect(localDate(year, month, day)).toBe(viaLuxon(year, month, day)?.slice(0, 10));
        }
      }
    }
    expect(localDate(2024, 2, 29)).toBe('2024-02-29');
    expect(localDate(2023, 2, 29)).toBeUndefined();
  });

  it('resolves the year of a day as luxon does, around the mail and on a day the month does not have', () => {
    for (const sent of [
      '2017-12-29T17:46:02Z',
      '2024-02-29T00:00:00Z',
      '2024-01-31T23:59:59Z',
      '2023-03-01T12:00:00Z',
    ]) {
      const reference = new Date(sent);
      for (let month = 1; month <= 12; month++) {
        for (let day = 1; day <= 31; day++) {
          expect(resolveYear(month, day, reference), `${sent} ${month}-${day}`).toBe(
            yearViaLuxon(month, day, reference),
          );
        }
      }
    }
  });
});
