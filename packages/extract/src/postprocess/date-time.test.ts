import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { comparableMillis, dayAfter, dayBefore, isCalendarDay, plainUtcIso, zoneTime } from './date-time.js';
import { ianaZone } from './zone-offsets.js';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

describe('comparableMillis', () => {
  it('places a time with its offset, or a wall clock as UTC, at the instant luxon reads', () => {
    const parts = fc.record({
      year: fc.integer({ min: 1990, max: 2099 }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 28 }),
      hour: fc.integer({ min: 0, max: 23 }),
      minute: fc.integer({ min: 0, max: 59 }),
      second: fc.option(fc.integer({ min: 0, max: 59 })),
      offset: fc.option(fc.constantFrom('Z', '+00:00', '+02:00', '-05:00', '+05:45', '-09:30')),
    });
    fc.assert(
      fc.property(parts, (p) => {
        const clock = `${pad(p.hour)}:${pad(p.minute)}${p.second === null ? '' : `:${pad(p.second)}`}`;
        const iso = `${p.year}-${pad(p.month)}-${pad(p.day)}T${clock}${p.offset ?? ''}`;
        const expected = p.offset ? DateTime.fromISO(iso, { setZone: true }) : DateTime.fromISO(iso, { zone: 'UTC' });
        expect(comparableMillis(iso)).toEqual({ ms: expected.toMillis(), absolute: p.offset !== null });
      }),
    );
  });

  it('reads the other forms luxon knows, and a zoned value by its own offset', () => {
    expect(comparableMillis('20240514T0730')).toEqual({ ms: Date.UTC(2024, 4, 14, 7, 30), absolute: false });
    expect(
      comparableMillis({ '@type': 'QDateTime', '@value': '2024-05-14T09:30:00+02:00', timezone: 'Europe/Berlin' }),
    ).toEqual({ ms: Date.UTC(2024, 4, 14, 7, 30), absolute: true });
    expect(comparableMillis('not a time')).toBeUndefined();
  });
});

describe('zoneTime', () => {
  // What zoneTime gave when luxon read every time: the plain forms are now worked out without it, to the same text.
  const viaLuxon = (iso: string, zone: string) => {
    const luxonZone = ianaZone(zone) ?? zone;
    const dt = /(?:Z|[+-]\d{2}:?\d{2})$/.test(iso)
      ? DateTime.fromISO(iso, { setZone: true }).setZone(luxonZone)
      : DateTime.fromISO(iso, { zone: luxonZone });
    const text = dt.isValid ? dt.toISO({ suppressMilliseconds: true, includeOffset: true }) : null;
    return text ? { '@type': 'QDateTime', '@value': text.replace(/Z$/, '+00:00'), timezone: zone } : undefined;
  };
  const ZONES = [
    'Europe/Berlin',
    'America/New_York',
    'America/St_Johns',
    'Australia/Lord_Howe',
    'Pacific/Chatham',
    'Asia/Kolkata',
    'Europe/London',
    'America/Sao_Paulo',
    'UTC',
    'Not/AZone',
  ];

  it('makes a time zone-aware as luxon does, in and out of summer time, with or without an offset', () => {
    const parts = fc.record({
      year: fc.integer({ min: 1970, max: 2040 }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 31 }),
      hour: fc.integer({ min: 0, max: 24 }),
      minute: fc.integer({ min: 0, max: 59 }),
      second: fc.option(fc.integer({ min: 0, max: 59 })),
      offset: fc.option(fc.constantFrom('Z', '+00:00', '+02:00', '-05:00', '+05:45', '-09:30', '-00:30')),
      zone: fc.constantFrom(...ZONES),
    });
    fc.assert(
      fc.property(parts, (p) => {
        const clock = `${pad(p.hour)}:${pad(p.minute)}${p.second === null ? '' : `:${pad(p.second)}`}`;
        const iso = `${p.year}-${pad(p.month)}-${pad(p.day)}T${clock}${p.offset ?? ''}`;
        expect(zoneTime(iso, p.zone), `${iso} ${p.zone}`).toEqual(viaLuxon(iso, p.zone));
      }),
      { numRuns: 3000 },
    );
  });

  it('moves a local time in the hour that summer time skips, and places one in the hour it repeats, as luxon does', () => {
    const times = [
      ['2024-03-31T02:30', 'Europe/Berlin'],
      ['2024-10-27T02:30', 'Europe/Berlin'],
      ['2024-03-10T02:15:00', 'America/New_York'],
      ['2024-11-03T01:30', 'America/New_York'],
      ['2024-10-06T02:10', 'Australia/Lord_Howe'],
      ['2024-04-07T01:45', 'Australia/Lord_Howe'],
      ['2024-09-29T02:50', 'Pacific/Chatham'],
      ['2024-03-31T01:30', 'Europe/London'],
    ] as const;
    for (const [iso, zone] of times) expect(zoneTime(iso, zone), `${iso} ${zone}`).toEqual(viaLuxon(iso, zone));
    expect(zoneTime('2024-03-31T02:30', 'Europe/Berlin')).toMatchObject({ '@value': '2024-03-31T03:30:00+02:00' });
  });
});

describe('days without luxon', () => {
  const digits = (n: number, max: number) => fc.integer({ min: 0, max }).map((v) => String(v).padStart(n, '0'));
  const dayText = fc.tuple(digits(4, 9999), digits(2, 19), digits(2, 39)).map(([y, m, d]) => `${y}-${m}-${d}`);

  it('judges a YYYY-MM-DD day as luxon does, leap years and the years before 1000 included', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2023-02-29')).toBe(false);
    expect(isCalendarDay('1900-02-29')).toBe(false);
    expect(isCalendarDay('2024-2-29')).toBeUndefined();
    fc.assert(
      fc.property(dayText, (text) => isCalendarDay(text) === DateTime.fromISO(text, { zone: 'utc' }).isValid),
      { numRuns: 5000 },
    );
  });

  it('gives the day after as luxon does, across months and years', () => {
    expect(dayAfter('2024-02-28')).toBe('2024-02-29');
    expect(dayAfter('2023-12-31')).toBe('2024-01-01');
    expect(dayAfter('9999-12-31')).toBeUndefined();
    fc.assert(
      fc.property(dayText, (text) => {
        const next = dayAfter(text);
        const year = Number(text.slice(0, 4));
        if (next === undefined) return !isCalendarDay(text) || year < 1000 || year > 9998;
        return next === DateTime.fromISO(text, { zone: 'utc' }).plus({ days: 1 }).toISODate();
      }),
      { numRuns: 5000 },
    );
  });

  it('gives the day before as luxon does, across months and years', () => {
    expect(dayBefore('2024-03-01')).toBe('2024-02-29');
    expect(dayBefore('2024-01-01')).toBe('2023-12-31');
    expect(dayBefore('1000-12-31')).toBeUndefined();
    fc.assert(
      fc.property(dayText, (text) => {
        const previous = dayBefore(text);
        const year = Number(text.slice(0, 4));
        if (previous === undefined) return !isCalendarDay(text) || year < 1001;
        return previous === DateTime.fromISO(text, { zone: 'utc' }).minus({ days: 1 }).toISODate();
      }),
      { numRuns: 5000 },
    );
  });

  it('writes a wall clock read as UTC as luxon does, and leaves it the clocks it does not plainly know', () => {
    expect(plainUtcIso('2024-06-01T09:30:00')).toBe('2024-06-01T09:30:00Z');
    expect(plainUtcIso('2024-06-01T24:00:00')).toBeUndefined();
    expect(plainUtcIso('2024-06-01T23:59:60')).toBeUndefined();
    const clock = fc
      .tuple(dayText, digits(2, 25), digits(2, 61), digits(2, 61))
      .map(([day, h, m, s]) => `${day}T${h}:${m}:${s}`);
    fc.assert(
      fc.property(clock, (local) => {
        const plain = plainUtcIso(local);
        const luxon = DateTime.fromISO(local, { zone: 'utc' }).toISO({ suppressMilliseconds: true });
        if (plain === undefined) return local < '1000' || luxon !== `${local}Z`;
        return plain === luxon;
      }),
      { numRuns: 5000 },
    );
  });
});
