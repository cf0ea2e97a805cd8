import { describe, it } from 'vitest';
import { emirates } from './emirates.js';
import { expectSample } from './testing/expect-case.js';

describe('emirates', () => {
  it('reads the outbound and return flights of the confirmation', async () => {
    await expectSample(emirates, 'emirates-booking-confirmation');
  });
});
