import { describe, it } from 'vitest';
import { sixt } from './sixt.js';
import { expectSample } from './testing/expect-case.js';

describe('sixt', () => {
  it('reads branches and times written with a bar', async () => {
    await expectSample(sixt, 'sixt-reservation-confirmation');
  });
});
