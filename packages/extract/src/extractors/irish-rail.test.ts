import { describe, it } from 'vitest';
import { irishRail } from './irish-rail.js';
import { expectSample } from './testing/expect-case.js';

describe('irish-rail', () => {
  it('reads both journeys with reserved seats', async () => {
    await expectSample(irishRail, 'irish-rail-booking-confirmation');
  });
});
