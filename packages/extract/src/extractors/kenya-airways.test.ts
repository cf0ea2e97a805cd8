import { describe, it } from 'vitest';
import { kenyaAirways } from './kenya-airways.js';
import { expectSample } from './testing/expect-case.js';

describe('kenya-airways', () => {
  it('reads both overnight flights with seats', async () => {
    await expectSample(kenyaAirways, 'kenya-airways-booking-confirmation');
  });
});
