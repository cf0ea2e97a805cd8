import { describe, it } from 'vitest';
import { priceline } from './priceline.js';
import { expectSample } from './testing/expect-case.js';

describe('priceline', () => {
  it('reads the stay under the hotel confirmation number', async () => {
    await expectSample(priceline, 'priceline-hotel-itinerary');
  });
});
