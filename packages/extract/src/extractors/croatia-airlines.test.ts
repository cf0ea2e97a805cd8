import { describe, it } from 'vitest';
import { croatiaAirlines } from './croatia-airlines.js';
import { expectSample } from './testing/expect-case.js';

describe('croatia-airlines', () => {
  it('reads both flights with numeric days', async () => {
    await expectSample(croatiaAirlines, 'croatia-airlines-booking-confirmation');
  });
});
