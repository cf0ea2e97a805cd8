import { describe, expect, it } from 'vitest';
import { fieldEquals } from './compare.js';
import type { Essentials } from './essentials.js';
import { compareEssentials } from './score.js';

const leg = (over: Essentials = {}): Essentials => ({
  type: 'TrainReservation',
  trainNumber: 'ICE 954',
  departureTime: '2027-11-03T07:49:00',
  ...over,
});

describe('compareEssentials', () => {
  it('accepts the same fields in another order of elements', () => {
    const expected = [leg(), leg({ trainNumber: 'S0' })];
    expect(compareEssentials(expected, [expected[1] as Essentials, expected[0] as Essentials])).toEqual([]);
  });

  it('reports a wrong or missing field and a missing element', () => {
    const mismatches = compareEssentials(
      [leg(), leg({ trainNumber: 'S0' })],
      [leg({ departureTime: '2027-11-03T07:50:00' })],
    );
    expect(mismatches.map((m) => m.key)).toEqual(['departureTime', 'type', 'trainNumber', 'departureTime']);
  });

  it('leaves fields to later stages only when told to', () => {
    const expected = [leg({ departureAirportIata: 'TXL' })];
    expect(compareEssentials(expected, [leg()])).toHaveLength(1);
    expect(compareEssentials(expected, [leg()], ['departureAirportIata'])).toEqual([]);
  });
});

describe('fieldEquals', () => {
  it('compares wall clock when one side has no offset and instants when both have', () => {
    expect(fieldEquals('2017-06-15T12:55:00+02:00', '2017-06-15T12:55:00')).toBe(true);
    expect(fieldEquals('2017-06-15T12:55:00+02:00', '2017-06-15T11:55:00+01:00')).toBe(true);
    expect(fieldEquals('2017-06-15T12:55:00+02:00', '2017-06-15T12:55:00+01:00')).toBe(false);
  });

  it('folds case and white space in names', () => {
    expect(fieldEquals('Praha  hl.n.', 'praha hl.n.')).toBe(true);
  });
});
