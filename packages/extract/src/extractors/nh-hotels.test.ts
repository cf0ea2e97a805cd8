import { describe, expect, it } from 'vitest';
import { nhHotels } from './nh-hotels.js';
import { loadSample } from './testing/cases.js';
import { expectSample, expectSampleInPageLayout } from './testing/expect-case.js';

describe('nh-hotels', () => {
  it('reads the stay from the check-in/check-out table and the times below it', async () => {
    await expectSample(nhHotels, 'nh-hotels-booking-confirmation');
  });

  it('claims nothing in a review request that repeats the booking number', async () => {
    const golden = await loadSample('nh-hotels-review-request-negative');
    expect(nhHotels.extract(golden.input)).toEqual([]);
  });

  it("reads the stay's days where the page lays its table out in blocks, headings and days a line each", async () => {
    await expectSampleInPageLayout(nhHotels, 'nh-hotels-booking-confirmation', 'tables as blocks');
  });
});
