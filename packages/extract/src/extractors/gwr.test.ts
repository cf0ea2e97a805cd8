import { describe, it } from 'vitest';
import { gwr } from './gwr.js';
import { expectSample } from './testing/expect-case.js';

describe('gwr', () => {
  it('reads both journeys with coach and seat', async () => {
    await expectSample(gwr, 'gwr-booking-confirmation');
  });
});
