import { describe, it } from 'vitest';
import { expectSample } from './testing/expect-case.js';
import { travelLeaders } from './travel-leaders.js';

describe('travel-leaders', () => {
  it('reads both flights and the car of an itinerary', async () => {
    await expectSample(travelLeaders, 'travel-leaders-itinerary');
  });
});
