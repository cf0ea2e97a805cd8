import { describe, expect, it } from 'vitest';
import { blablacarBus } from './blablacar-bus.js';
import { loadSample } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';

describe('blablacar-bus', () => {
  it('reads the bus ride with stops, times, bus number and passenger', async () => {
    await expectSample(blablacarBus, 'blablacar-bus-booking-confirmation');
  });

  it('claims nothing in a newsletter with a sample timetable', async () => {
    const golden = await loadSample('blablacar-bus-newsletter-negative');
    expect(blablacarBus.extract(golden.input)).toEqual([]);
  });
});
