import { describe, it } from 'vitest';
import { ryanair } from './ryanair.js';
import { expectSample } from './testing/expect-case.js';

describe('ryanair', () => {
  it('reads the outbound and return flights of the confirmation', async () => {
    await expectSample(ryanair, 'ryanair-travel-itinerary');
  });

  it('reads a time change under the same reservation number', async () => {
    await expectSample(ryanair, 'ryanair-flight-time-change');
  });

  it('reads each row of the HTML flight table', async () => {
    await expectSample(ryanair, 'ryanair-travel-itinerary-html');
  });
});
