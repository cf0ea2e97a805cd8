import { describe, it } from 'vitest';
import { radisson } from './radisson.js';
import { expectSample } from './testing/expect-case.js';

describe('radisson', () => {
  it('applies the printed check-in and check-out hours to the stay', async () => {
    await expectSample(radisson, 'radisson-reservation-confirmation');
  });
});
