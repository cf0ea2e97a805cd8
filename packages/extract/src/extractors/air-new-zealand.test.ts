import { describe, it } from 'vitest';
import { airNewZealand } from './air-new-zealand.js';
import { expectSample } from './testing/expect-case.js';

describe('air-new-zealand', () => {
  it('reads both Tasman flights with their terminals', async () => {
    await expectSample(airNewZealand, 'air-new-zealand-booking-confirmation');
  });
});
