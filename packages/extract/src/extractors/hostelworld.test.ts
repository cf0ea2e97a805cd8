import { describe, expect, it } from 'vitest';
import { hostelworld } from './hostelworld.js';
import { loadSample } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';

describe('hostelworld', () => {
  it('reads the stay from the arrival day and the number of nights', async () => {
    await expectSample(hostelworld, 'hostelworld-booking-confirmation');
  });

  it('claims nothing in a review request naming the property and arrival', async () => {
    const golden = await loadSample('hostelworld-review-request-negative');
    expect(hostelworld.extract(golden.input)).toEqual([]);
  });
});
