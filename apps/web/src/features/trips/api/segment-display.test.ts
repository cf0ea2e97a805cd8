import type { Segment } from '@tripline/contracts';
import { describe, expect, it } from 'vitest';
import { formatPrice, segmentTitle } from './segment-display';

const base = {
  subType: null,
  provider: null,
  number: null,
  startCode: null,
  endCode: null,
  startName: null,
  endName: null,
  startCity: null,
  endCity: null,
} satisfies Partial<Segment>;

describe('segmentTitle', () => {
  it('names a flight by number and airports', () => {
    expect(segmentTitle({ ...base, type: 'air', number: 'LH 400', startCode: 'FRA', endCode: 'JFK' })).toBe(
      'LH 400 FRA → JFK',
    );
  });

  it('names the two ends of a stay', () => {
    const stay = { ...base, type: 'hotel' as const, provider: 'Hotel Canal House' };
    expect(segmentTitle({ ...stay, subType: 'CheckIn' })).toBe('Check-in · Hotel Canal House');
    expect(segmentTitle({ ...stay, subType: 'CheckOut' })).toBe('Check-out · Hotel Canal House');
  });

  it('names a rental by company and place', () => {
    expect(segmentTitle({ ...base, type: 'car', provider: 'Hertz', startName: 'Frankfurt Airport' })).toBe(
      'Hertz · Frankfurt Airport',
    );
  });
});

describe('formatPrice', () => {
  it('shows cents as units of the currency', () => {
    expect(formatPrice(123456, 'EUR')).toBe('€1,234.56');
    expect(formatPrice(41280, 'USD')).toBe('US$412.80');
    expect(formatPrice(999, 'points')).toBe('9.99 points');
    expect(formatPrice(null, 'EUR')).toBeUndefined();
  });
});
