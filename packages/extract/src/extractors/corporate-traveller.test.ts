import { describe, it } from 'vitest';
import { corporateTraveller } from './corporate-traveller.js';
import { expectSample } from './testing/expect-case.js';

describe('corporate-traveller', () => {
  it('reads both flights and the car of a day trip', async () => {
    await expectSample(corporateTraveller, 'corporate-traveller-itinerary');
  });
});
