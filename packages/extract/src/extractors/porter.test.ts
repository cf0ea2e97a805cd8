import { describe, it } from 'vitest';
import { porter } from './porter.js';
import { expectSample } from './testing/expect-case.js';

describe('porter', () => {
  it('reads both flights with twelve-hour clocks', async () => {
    await expectSample(porter, 'porter-booking-confirmation');
  });
});
