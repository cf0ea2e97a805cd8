import { describe, it } from 'vitest';
import { malaysiaAirlines } from './malaysia-airlines.js';
import { expectSample } from './testing/expect-case.js';

describe('malaysia-airlines', () => {
  it('reads both long-haul flights and the family-name-first passenger', async () => {
    await expectSample(malaysiaAirlines, 'malaysia-airlines-booking-confirmation');
  });
});
