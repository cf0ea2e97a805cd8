import { describe, it } from 'vitest';
import { cheapoair } from './cheapoair.js';
import { expectSample } from './testing/expect-case.js';

describe('cheapoair', () => {
  it('reads both flights, the red-eye landing the next morning', async () => {
    await expectSample(cheapoair, 'cheapoair-booking-confirmation');
  });
});
