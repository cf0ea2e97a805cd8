import { describe, it } from 'vitest';
import { ihg } from './ihg.js';
import { expectSample } from './testing/expect-case.js';

describe('ihg', () => {
  it('marks a cancelled stay cancelled under its confirmation number', async () => {
    await expectSample(ihg, 'ihg-reservation-cancelled');
  });
});
