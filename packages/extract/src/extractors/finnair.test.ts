import { describe, expect, it } from 'vitest';
import { finnair } from './finnair.js';
import { loadSample } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';

describe('finnair', () => {
  it('reads both legs of a return booking from the HTML confirmation', async () => {
    await expectSample(finnair, 'finnair-booking-confirmation');
  });

  it('claims nothing in a fare newsletter that lists routes and prices', async () => {
    const golden = await loadSample('finnair-newsletter-negative');
    expect(finnair.extract(golden.input)).toEqual([]);
  });
});
