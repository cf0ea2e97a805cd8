import { describe, it } from 'vitest';
import { national } from './national.js';
import { expectSample } from './testing/expect-case.js';

describe('national', () => {
  it('reads branches, times, car and renter', async () => {
    await expectSample(national, 'national-reservation-confirmation');
  });

  it('reads the trip details: the driver\'s name, the car over its "or similar", each end\'s branch, day and address', async () => {
    await expectSample(national, 'national-reservation-trip-details-pickup-return');
  });
});
