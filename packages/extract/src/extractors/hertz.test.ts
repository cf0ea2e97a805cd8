import { describe, it } from 'vitest';
import { hertz } from './hertz.js';
import { expectSample } from './testing/expect-case.js';

describe('hertz', () => {
  it('reads both ends of the rental with their times', async () => {
    await expectSample(hertz, 'hertz-reservation-confirmation');
  });
});
