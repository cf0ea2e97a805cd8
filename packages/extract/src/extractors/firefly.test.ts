import { describe, it } from 'vitest';
import { firefly } from './firefly.js';
import { expectSample } from './testing/expect-case.js';

describe('firefly', () => {
  it('reads the hire with day-first dates', async () => {
    await expectSample(firefly, 'firefly-booking-confirmation');
  });
});
