import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { comparableMillis } from './date-time.js';

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
