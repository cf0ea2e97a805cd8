import { describe, it } from 'vitest';
import { airCanada } from './air-canada.js';
import { expectSample } from './testing/expect-case.js';

describe('air-canada', () => {
  it('reads flights with their times on the flight line', async () => {
    await expectSample(airCanada, 'air-canada-booking-confirmation');
  });
});
