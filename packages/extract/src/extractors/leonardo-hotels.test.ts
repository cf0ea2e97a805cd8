import { describe, expect, it } from 'vitest';
import { leonardoHotels } from './leonardo-hotels.js';
import { loadSample } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';

describe('leonardo-hotels', () => {
  it('reads the stay with numeric days and the shared check-in/check-out row', async () => {
    await expectSample(leonardoHotels, 'leonardo-hotels-reservation-confirmation');
  });

  it('claims nothing in an offer naming a hotel and an arrival day', async () => {
    const golden = await loadSample('leonardo-hotels-newsletter-negative');
    expect(leonardoHotels.extract(golden.input)).toEqual([]);
  });
});
