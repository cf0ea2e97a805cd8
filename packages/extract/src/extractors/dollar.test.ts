import { describe, it } from 'vitest';
import { dollar } from './dollar.js';
import { expectSample } from './testing/expect-case.js';

describe('dollar', () => {
  it('reads the hire with month-first dates', async () => {
    await expectSample(dollar, 'dollar-reservation-confirmation');
  });
});
