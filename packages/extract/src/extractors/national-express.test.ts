import { describe, expect, it } from 'vitest';
import { nationalExpress } from './national-express.js';
import { loadSample } from './testing/cases.js';
import { expectSample, expectSampleInPageLayout } from './testing/expect-case.js';

describe('national-express', () => {
  it('reads both coach journeys with stops and times', async () => {
    await expectSample(nationalExpress, 'national-express-booking-confirmation');
  });

  it('claims nothing in a review request that repeats the booking reference', async () => {
    const golden = await loadSample('national-express-review-request-negative');
    expect(nationalExpress.extract(golden.input)).toEqual([]);
  });

  it('reads each stop where the page lays its table out in blocks: label, day and time, and stop a line each', async () => {
    await expectSampleInPageLayout(nationalExpress, 'national-express-booking-confirmation', 'tables as blocks');
  });
});
