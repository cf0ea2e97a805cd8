import { describe, it } from 'vitest';
import { agoda } from './agoda.js';
import { expectSample } from './testing/expect-case.js';

describe('agoda', () => {
  it('reads the stay, the guest and the charge', async () => {
    await expectSample(agoda, 'agoda-booking-confirmation');
  });
});
