import { describe, it } from 'vitest';
import { bcdTravel } from './bcd-travel.js';
import { expectSample } from './testing/expect-case.js';

describe('bcd-travel', () => {
  it('reads rail legs and the hotel of an itinerary', async () => {
    await expectSample(bcdTravel, 'bcd-travel-itinerary');
  });
});
