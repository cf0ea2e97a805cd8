import { describe, it } from 'vitest';
import { jetstar } from './jetstar.js';
import { expectSample } from './testing/expect-case.js';

describe('jetstar', () => {
  it('reads both flights of a Jetstar itinerary', async () => {
    await expectSample(jetstar, 'jetstar-booking-confirmation');
  });
});
