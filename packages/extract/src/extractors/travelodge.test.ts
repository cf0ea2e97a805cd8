import { describe, expect, it } from 'vitest';
import { loadSample } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';
import { travelodge } from './travelodge.js';

describe('travelodge', () => {
  it('reads the hotel block and 12-hour check-in and check-out times', async () => {
    await expectSample(travelodge, 'travelodge-booking-confirmation');
  });

  it('claims nothing in a sale mail naming a hotel and check-in dates', async () => {
    const golden = await loadSample('travelodge-sale-negative');
    expect(travelodge.extract(golden.input)).toEqual([]);
  });
});
