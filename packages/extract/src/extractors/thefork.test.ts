import { describe, expect, it } from 'vitest';
import { loadSample } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';
import { thefork } from './thefork.js';

describe('thefork', () => {
  it('reads the restaurant, time and party size of a table booking', async () => {
    await expectSample(thefork, 'thefork-booking-confirmed');
  });

  it('claims nothing in a review request with the meal date', async () => {
    const golden = await loadSample('thefork-review-request-negative');
    expect(thefork.extract(golden.input)).toEqual([]);
  });
});
