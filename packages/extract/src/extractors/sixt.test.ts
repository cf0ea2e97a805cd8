import { describe, it } from 'vitest';
import { sixt } from './sixt.js';
import { expectSample } from './testing/expect-case.js';

describe('sixt', () => {
  it('reads branches and times written with a bar', async () => {
    await expectSample(sixt, 'sixt-reservation-confirmation');
  });

  it('marks a cancelled rental cancelled under its reservation number', async () => {
    await expectSample(sixt, 'sixt-reservation-cancelled');
  });
});
