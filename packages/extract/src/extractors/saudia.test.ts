import { describe, it } from 'vitest';
import { saudia } from './saudia.js';
import { expectSample } from './testing/expect-case.js';

describe('saudia', () => {
  it('reads both flights with terminals, the outbound landing the next morning', async () => {
    await expectSample(saudia, 'saudia-booking-confirmation');
  });
});
