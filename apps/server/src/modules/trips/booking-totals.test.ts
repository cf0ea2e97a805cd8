import type { Segment } from '@tripline/extract';
import { describe, expect, it } from 'vitest';
import { spreadBookingTotals } from './booking-totals.js';

const flight = (number: string, extra: Partial<Segment> = {}): Segment => ({
  type: 'air',
  number,
  confirmationNumber: 'ABC123',
  priceCents: 123_456,
  currency: 'EUR',
  status: 'confirmed',
  sourceClassification: 'direct',
  ...extra,
});
const sum = (list: readonly Segment[]) => list.reduce((total, s) => total + (s.priceCents ?? 0), 0);

describe('booking totals', () => {
  it('counts a total carried by every reservation of a booking once, spread to the cent', () => {
    // Two passengers, out and back: four reservations, each with the booking's total.
    const spread = spreadBookingTotals([
      flight('LH 1', { lastName: 'Vogel' }),
      flight('LH 2', { lastName: 'Vogel' }),
      flight('LH 1', { lastName: 'Berger' }),
      flight('LH 2', { lastName: 'Berger' }),
    ]);
    expect(spread.map((s) => s.priceCents)).toEqual([30_864, 30_864, 30_864, 30_864]);
    expect(sum(spread)).toBe(123_456);
    const odd = spreadBookingTotals([flight('KL 1', { priceCents: 28_945 }), flight('KL 2', { priceCents: 28_945 })]);
    expect(sum(odd)).toBe(28_945);
    expect(odd.map((s) => s.priceCents)).toEqual([14_473, 14_472]);
  });

  it('keeps prices given per segment, and totals of other bookings or currencies apart', () => {
    const given = [
      flight('LH 1', { priceCents: 10_000 }),
      flight('LH 2', { priceCents: 12_000 }),
      flight('LH 3', { confirmationNumber: 'XYZ999', priceCents: 10_000 }),
      flight('LH 4', { priceCents: 10_000, currency: 'USD' }),
    ];
    expect(spreadBookingTotals(given).map((s) => s.priceCents)).toEqual([10_000, 12_000, 10_000, 10_000]);
  });

  it('puts a stay’s price on its check-in alone, with or without a booking reference', () => {
    const stay = (subType: Segment['subType'], confirmationNumber?: string): Segment => ({
      type: 'hotel',
      subType,
      priceCents: 42_000,
      currency: 'EUR',
      status: 'confirmed',
      sourceClassification: 'direct',
      ...(confirmationNumber ? { confirmationNumber } : {}),
    });
    for (const reference of ['H42', undefined]) {
      const spread = spreadBookingTotals([
        stay('CheckIn', reference),
        stay('Overnight', reference),
        stay('CheckOut', reference),
      ]);
      expect(spread.map((s) => s.priceCents)).toEqual([42_000, undefined, undefined]);
    }
  });

  it('leaves segments without a price as they are', () => {
    const bare: Segment = { type: 'air', number: 'LH 1', status: 'confirmed', sourceClassification: 'direct' };
    expect(spreadBookingTotals([bare])[0]).toBe(bare);
  });
});
