import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cloneData } from './clone.js';

describe('cloneData', () => {
  it('copies JSON data as structuredClone does, sharing nothing with the original', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const copied = cloneData(value);
        expect(copied).toStrictEqual(structuredClone(value));
        if (typeof value === 'object' && value !== null) expect(copied).not.toBe(value);
      }),
    );
  });

  it('keeps shared and circular parts shared and circular in the copy', () => {
    const place: Record<string, unknown> = { name: 'Berlin Hbf' };
    const trip: Record<string, unknown> = { departureStation: place, arrivalStation: place };
    trip.self = trip;
    const copied = cloneData(trip);
    expect(copied.departureStation).toBe(copied.arrivalStation);
    expect(copied.departureStation).not.toBe(place);
    expect(copied.self).toBe(copied);
  });

  it('keeps a __proto__ key as data and copies dates and undefined values', () => {
    const value = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}') as Record<string, unknown>;
    const copied = cloneData({ ...value, when: new Date(0), missing: undefined });
    expect(Object.getPrototypeOf(copied)).toBe(Object.prototype);
    expect(Object.keys(copied)).toEqual(['__proto__', 'a', 'when', 'missing']);
    expect(copied.when).toEqual(new Date(0));
    expect('missing' in copied).toBe(true);
  });

  it('refuses a function as structuredClone does', () => {
    expect(() => cloneData({ f: () => 1 })).toThrow();
  });
});
