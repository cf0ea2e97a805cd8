import { describe, it } from 'vitest';
import { clarity } from './clarity.js';
import { expectSample } from './testing/expect-case.js';

describe('clarity', () => {
  it('reads the train and the hotel of an itinerary', async () => {
    await expectSample(clarity, 'clarity-itinerary');
  });
});
