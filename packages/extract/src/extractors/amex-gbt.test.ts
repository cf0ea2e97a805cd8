import { describe, it } from 'vitest';
import { amexGbt } from './amex-gbt.js';
import { expectSample } from './testing/expect-case.js';

describe('amex-gbt', () => {
  it('reads flights and hotel of a trip, keyed by their own confirmations', async () => {
    await expectSample(amexGbt, 'amex-gbt-trip-itinerary');
  });

  it('reads an HTML itinerary whose segments are tables', async () => {
    await expectSample(amexGbt, 'amex-gbt-trip-itinerary-html');
  });
});
