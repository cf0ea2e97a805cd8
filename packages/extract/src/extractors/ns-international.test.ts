import { describe, expect, it } from 'vitest';
import { nsInternational } from './ns-international.js';
import { loadSample } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';

describe('ns-international', () => {
  it('reads outward and return trains with coach and seat from the HTML confirmation', async () => {
    await expectSample(nsInternational, 'ns-international-booking-confirmation');
  });

  it('claims nothing in a newsletter with a sample timetable', async () => {
    const golden = await loadSample('ns-international-newsletter-negative');
    expect(nsInternational.extract(golden.input)).toEqual([]);
  });

  it('reads the mail that stacks each stop, a line each for its clock, station, track and train, over transfers', async () => {
    await expectSample(nsInternational, 'ns-international-outward-journey-three-trains-two-transfers');
  });

  it('reads the route table, a row per stop (V/D/A, clock, station), as rides without numbers on the summary day', async () => {
    await expectSample(nsInternational, 'ns-international-routedetails-three-legs-no-train-numbers');
  });
});
