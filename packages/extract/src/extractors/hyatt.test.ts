import { describe, it } from 'vitest';
import { hyatt } from './hyatt.js';
import { expectSample } from './testing/expect-case.js';

describe('hyatt', () => {
  it('reads the stay with times printed apart, a year ahead of the mail', async () => {
    await expectSample(hyatt, 'hyatt-reservation-confirmation');
  });
});
