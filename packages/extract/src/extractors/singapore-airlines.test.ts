import { describe, it } from 'vitest';
import { singaporeAirlines } from './singapore-airlines.js';
import { expectSample } from './testing/expect-case.js';

describe('singapore-airlines', () => {
  it('reads flights with terminals, one landing the next day', async () => {
    await expectSample(singaporeAirlines, 'singapore-airlines-booking-confirmation');
  });
});
