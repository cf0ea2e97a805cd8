import { describe, it } from 'vitest';
import { findForwardedHeader } from '../processors/mime/forwarded-header.js';
import { airArabia } from './air-arabia.js';
import { loadSample } from './testing/cases.js';
import { expectExtraction, expectSample } from './testing/expect-case.js';

describe('air-arabia', () => {
  it('reads both flights under the numeric reservation number', async () => {
    await expectSample(airArabia, 'air-arabia-booking-confirmation');
  });

  it('reads every segment of a real forwarded Russian itinerary, airports and seats from its details table', async () => {
    const golden = await loadSample('air-arabia-itinerary-forwarded-ru');
    // The engine reads a forward as its original: the original's sender and date.
    const original = findForwardedHeader(golden.input.text);
    expectExtraction(airArabia, {
      ...golden,
      input: { ...golden.input, from: original?.from, date: original?.date ?? golden.input.date },
    });
  });
});
