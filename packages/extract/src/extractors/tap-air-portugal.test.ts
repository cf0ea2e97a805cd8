import { describe, expect, it } from 'vitest';
import { tapAirPortugal } from './tap-air-portugal.js';
import { loadSample } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';

describe('tap-air-portugal', () => {
  it('reads both flights with times and terminals from the per-leg tables', async () => {
    await expectSample(tapAirPortugal, 'tap-air-portugal-booking-confirmation');
  });

  it('claims nothing in a miles newsletter showing a timetable', async () => {
    const golden = await loadSample('tap-air-portugal-newsletter-negative');
    expect(tapAirPortugal.extract(golden.input)).toEqual([]);
  });
});
