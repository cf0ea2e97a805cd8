import { describe, it } from 'vitest';
import { expectSample } from './testing/expect-case.js';
import { wyndham } from './wyndham.js';

describe('wyndham', () => {
  it('reads the stay with times on the day lines', async () => {
    await expectSample(wyndham, 'wyndham-reservation-confirmation');
  });
});
