import { describe, it } from 'vitest';
import { corporateTraveller } from './corporate-traveller.js';
import { expectSample, expectSampleInLayout } from './testing/expect-case.js';

describe('corporate-traveller', () => {
  it('reads both flights and the car of a day trip', async () => {
    await expectSample(corporateTraveller, 'corporate-traveller-itinerary');
  });

  it.each(['labels in capitals', 'labels in small letters', 'a space before the colon', 'a tab after the colon'])(
    'reads the itinerary with %s, its segments still headed by their day',
    async (variant) => {
      await expectSampleInLayout(corporateTraveller, 'corporate-traveller-itinerary', variant);
    },
  );
});
