import { describe, it } from 'vitest';
import { jet2 } from './jet2.js';
import { expectSample } from './testing/expect-case.js';

describe('jet2', () => {
  it('reads the outbound and return flights of a plain-text confirmation', async () => {
    await expectSample(jet2, 'jet2-booking-confirmation');
  });
});
