import { describe, it } from 'vitest';
import { clarity } from './clarity.js';
import { expectSample, expectSampleInLayout } from './testing/expect-case.js';

describe('clarity', () => {
  it('reads the train and the hotel of an itinerary', async () => {
    await expectSample(clarity, 'clarity-itinerary');
  });

  it.each(['labels in capitals', 'labels in small letters', 'a space before the colon', 'a tab after the colon'])(
    'reads the itinerary with %s, its segments still headed by their day',
    async (variant) => {
      await expectSampleInLayout(clarity, 'clarity-itinerary', variant);
    },
  );
});
