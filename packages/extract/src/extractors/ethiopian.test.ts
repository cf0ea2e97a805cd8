import { describe, it } from 'vitest';
import { ethiopian } from './ethiopian.js';
import { expectSample } from './testing/expect-case.js';

describe('ethiopian', () => {
  it('reads the overnight connection through Addis Ababa', async () => {
    await expectSample(ethiopian, 'ethiopian-booking-confirmation');
  });
});
