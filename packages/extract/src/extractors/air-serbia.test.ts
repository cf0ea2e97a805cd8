import { describe, it } from 'vitest';
import { airSerbia } from './air-serbia.js';
import { expectSample } from './testing/expect-case.js';

describe('air-serbia', () => {
  it('reads both flights of an HTML confirmation', async () => {
    await expectSample(airSerbia, 'air-serbia-booking-confirmation');
  });
});
