import { describe, it } from 'vitest';
import { directTravel } from './direct-travel.js';
import { expectSample } from './testing/expect-case.js';

describe('direct-travel', () => {
  it('reads both flights and the hotel of an itinerary', async () => {
    await expectSample(directTravel, 'direct-travel-itinerary');
  });
});
