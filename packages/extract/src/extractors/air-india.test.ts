import { describe, expect, it } from 'vitest';
import { airIndia } from './air-india.js';
import { loadSample } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';

describe('air-india', () => {
  it('reads the row of the itinerary table with both day-and-time cells', async () => {
    await expectSample(airIndia, 'air-india-booking-confirmation');
  });

  it('claims nothing in an offer with a timetable row', async () => {
    const golden = await loadSample('air-india-newsletter-negative');
    expect(airIndia.extract(golden.input)).toEqual([]);
  });
});
