import { describe, it } from 'vitest';
import { pegasus } from './pegasus.js';
import { expectSample } from './testing/expect-case.js';

describe('pegasus', () => {
  it('reads the flight and the family-name-first passenger', async () => {
    await expectSample(pegasus, 'pegasus-booking-confirmation');
  });
});
