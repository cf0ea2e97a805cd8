import { describe, it } from 'vitest';
import { reedMackay } from './reed-mackay.js';
import { expectSample } from './testing/expect-case.js';

describe('reed-mackay', () => {
  it('reads the Eurostar journeys and the hotel of an itinerary', async () => {
    await expectSample(reedMackay, 'reed-mackay-itinerary');
  });
});
