import { describe, expect, it } from 'vitest';
import { resy } from './resy.js';
import { loadSample } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';

describe('resy', () => {
  it('reads the restaurant, 12-hour time and party size without a booking number', async () => {
    await expectSample(resy, 'resy-reservation-confirmed');
  });

  it('claims nothing in a rating request with the visit date and party', async () => {
    const golden = await loadSample('resy-rate-your-visit-negative');
    expect(resy.extract(golden.input)).toEqual([]);
  });
});
