import { describe, it } from 'vitest';
import { qatarAirways } from './qatar-airways.js';
import { expectSample } from './testing/expect-case.js';

describe('qatar-airways', () => {
  it('reads a connection arriving the next day', async () => {
    await expectSample(qatarAirways, 'qatar-airways-booking-confirmation');
  });
});
