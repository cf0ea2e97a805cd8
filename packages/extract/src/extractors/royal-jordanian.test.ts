import { describe, it } from 'vitest';
import { royalJordanian } from './royal-jordanian.js';
import { expectSample } from './testing/expect-case.js';

describe('royal-jordanian', () => {
  it('reads both flights, the return in the next year', async () => {
    await expectSample(royalJordanian, 'royal-jordanian-booking-confirmation');
  });
});
