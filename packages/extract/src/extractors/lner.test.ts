import { describe, it } from 'vitest';
import { lner } from './lner.js';
import { expectSample } from './testing/expect-case.js';

describe('lner', () => {
  it('reads the outward and return journeys with platform, coach and seat', async () => {
    await expectSample(lner, 'lner-booking-confirmation');
  });
});
