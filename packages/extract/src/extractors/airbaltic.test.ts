import { describe, expect, it } from 'vitest';
import { airbaltic } from './airbaltic.js';
import { loadSample } from './testing/cases.js';
import { expectSample, expectSampleInPageLayout } from './testing/expect-case.js';

describe('airbaltic', () => {
  it('reads each row of the itinerary table with its own seat', async () => {
    await expectSample(airbaltic, 'airbaltic-booking-confirmation');
  });

  it('claims nothing in a new-route newsletter with a timetable row', async () => {
    const golden = await loadSample('airbaltic-newsletter-negative');
    expect(airbaltic.extract(golden.input)).toEqual([]);
  });

  it("reads the itinerary's rows from a page that lays its tables out in blocks, a cell to a line", async () => {
    await expectSampleInPageLayout(airbaltic, 'airbaltic-booking-confirmation', 'tables as blocks');
  });
});
