import { extract } from '@tripline/extract';
import { describe, expect, it } from 'vitest';
import { DEMO_BOOKINGS, DEMO_PEOPLE, readSample, scheduleBookings } from './demo-bookings.js';
import { rewriteSample, rewriteText } from './rewrite-sample.js';
import { yearsOutsideDates } from './shift-dates.js';

/** Every string of a JSON value passed through a function. */
function mapStrings(value: unknown, f: (text: string) => string): unknown {
  if (typeof value === 'string') return f(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, f));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, mapStrings(inner, f)]));
  }
  return value;
}

/** Local times keep their clock; their UTC offset follows the new date (summer time), so it is left out. */
const withoutOffsets = (value: unknown) =>
  mapStrings(value, (text) => text.replace(/(T\d{2}:\d{2}(?::\d{2})?)(?:[+-]\d{2}:\d{2}|Z)$/, '$1'));

const facts = new Map(DEMO_BOOKINGS.map((b) => [b.sample, readSample(b.sample)]));

describe('demo bookings', () => {
  it('reads every sample rewritten as the same reservations, moved and renamed, with no date left behind', async () => {
    for (const booking of DEMO_BOOKINGS) {
      const sample = facts.get(booking.sample);
      if (!sample) throw new Error(booking.sample);
      const before = await extract(new Uint8Array(Buffer.from(sample.text)), { kind: 'eml', date: sample.sentAt });
      const person = DEMO_PEOPLE[booking.person];
      if (!person) throw new Error(booking.person);
      for (const days of [-371, 70]) {
        const rewrite = { days, people: [{ from: booking.was, to: person }], recipient: person.address };
        const after = rewriteSample(sample.text, rewrite);
        expect(after.text, booking.sample).toContain(person.address);
        expect(yearsOutsideDates(after.text, after.style).filter((t) => !/©|copyright/i.test(t))).toEqual([]);
        const read = await extract(new Uint8Array(Buffer.from(after.text)), {
          kind: 'eml',
          date: after.sentAt ?? undefined,
        });
        const expected = mapStrings(before.reservations, (text) => rewriteText(text, rewrite, after.style));
        expect(withoutOffsets(read.reservations), `${booking.sample} moved ${days} days`).toEqual(
          withoutOffsets(expected),
        );
      }
    }
  }, 180_000);

  it('puts a trip on today, whatever the weekday, and no email in the future', () => {
    for (let offset = 0; offset < 7; offset++) {
      const now = new Date(Date.UTC(2027, 4, 3 + offset, 9, 30));
      const today = now.toISOString().slice(0, 10);
      const shifts = scheduleBookings(DEMO_BOOKINGS, facts, now);
      const starting = DEMO_BOOKINGS.filter((b) =>
        (facts.get(b.sample)?.startDays ?? []).some(
          (day) =>
            new Date(day.getTime() + (shifts.get(b.sample) ?? 0) * 86_400_000).toISOString().slice(0, 10) === today,
        ),
      );
      expect(
        starting.some((b) => b.today),
        today,
      ).toBe(true);
      for (const booking of DEMO_BOOKINGS) {
        const days = shifts.get(booking.sample) ?? 0;
        expect(days % 7, booking.sample).toBe(0);
        const sentAt = (facts.get(booking.sample)?.sentAt.getTime() ?? 0) + days * 86_400_000;
        expect(sentAt, booking.sample).toBeLessThan(now.getTime());
      }
    }
  });

  it('puts the flight the airline moved in the dashboard’s week, whatever the weekday', () => {
    for (let offset = 0; offset < 7; offset++) {
      const now = new Date(Date.UTC(2027, 4, 3 + offset, 9, 30));
      const shifts = scheduleBookings(DEMO_BOOKINGS, facts, now);
      const moved = facts.get('ryanair-flight-time-change')?.startDays[0];
      if (!moved) throw new Error('ryanair-flight-time-change is not a demo booking');
      const day = moved.getTime() + (shifts.get('ryanair-flight-time-change') ?? 0) * 86_400_000;
      const fromToday = Math.round((day - Date.UTC(2027, 4, 3 + offset)) / 86_400_000);
      expect(fromToday, now.toISOString()).toBeGreaterThanOrEqual(0);
      expect(fromToday, now.toISOString()).toBeLessThanOrEqual(7);
    }
  });
});
