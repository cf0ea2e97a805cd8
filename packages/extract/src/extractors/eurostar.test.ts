import { describe, it } from 'vitest';
import { eurostar } from './eurostar.js';
import { expectSample } from './testing/expect-case.js';

describe('eurostar', () => {
  it('reads outbound and return trains with coach and seat', async () => {
    await expectSample(eurostar, 'eurostar-booking-confirmation');
  });
});
