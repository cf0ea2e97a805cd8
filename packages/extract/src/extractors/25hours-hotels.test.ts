import { describe, it } from 'vitest';
import { twentyfiveHoursHotels } from './25hours-hotels.js';
import { expectSample } from './testing/expect-case.js';

describe('25hours-hotels', () => {
  it('reads the stay with twelve-hour check-in and check-out times', async () => {
    await expectSample(twentyfiveHoursHotels, '25hours-hotels-reservation-confirmation');
  });
});
