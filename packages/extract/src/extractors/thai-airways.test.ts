import { describe, it } from 'vitest';
import { expectSample } from './testing/expect-case.js';
import { thaiAirways } from './thai-airways.js';

describe('thai-airways', () => {
  it('reads both long-haul flights with seats and the family-name-first passenger', async () => {
    await expectSample(thaiAirways, 'thai-airways-booking-confirmation');
  });
});
