import { describe, it } from 'vitest';
import { egyptair } from './egyptair.js';
import { expectSample } from './testing/expect-case.js';

describe('egyptair', () => {
  it('reads both flights and the family-name-first passenger', async () => {
    await expectSample(egyptair, 'egyptair-booking-confirmation');
  });
});
