import { describe, expect, it } from 'vitest';
import { quandoo } from './quandoo.js';
import { loadSample } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';

describe('quandoo', () => {
  it('reads the restaurant, its address, the time and party size', async () => {
    await expectSample(quandoo, 'quandoo-reservation-confirmed');
  });

  it('claims nothing in a review request with the visit date', async () => {
    const golden = await loadSample('quandoo-review-request-negative');
    expect(quandoo.extract(golden.input)).toEqual([]);
  });
});
