import { describe, it } from 'vitest';
import { airArabia } from './air-arabia.js';
import { expectSample, expectSampleInPageLayout } from './testing/expect-case.js';

describe('air-arabia', () => {
  it('reads both flights under the numeric reservation number', async () => {
    await expectSample(airArabia, 'air-arabia-booking-confirmation');
  });

  it('reads every segment of a real forwarded Russian itinerary, airports and seats from its details table', async () => {
    await expectSample(airArabia, 'air-arabia-itinerary-forwarded-ru');
  });

  it("reads the itinerary's segments, seats and passenger where the page lays its tables out in blocks", async () => {
    await expectSampleInPageLayout(airArabia, 'air-arabia-itinerary-forwarded-ru', 'tables as blocks');
  });
});
