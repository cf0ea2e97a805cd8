import { describe, expect, it } from 'vitest';
import { bbHotels } from './bb-hotels.js';
import { loadSample } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';

describe('bb-hotels', () => {
  it('reads the hotel, its address and the French arrival and departure times', async () => {
    await expectSample(bbHotels, 'bb-hotels-confirmation-reservation');
  });

  it('claims nothing in a newsletter naming a hotel', async () => {
    const golden = await loadSample('bb-hotels-newsletter-negative');
    expect(bbHotels.extract(golden.input)).toEqual([]);
  });
});
