import { describe, it } from 'vitest';
import { flixbus } from './flixbus.js';
import { expectSample } from './testing/expect-case.js';

describe('flixbus', () => {
  it('reads the bus ride with line and seat', async () => {
    await expectSample(flixbus, 'flixbus-booking-confirmation');
  });
});
