import { describe, expect, it } from 'vitest';
import { hopper } from './hopper.js';
import { loadSample } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';

describe('hopper', () => {
  it('reads each flight with twelve-hour clocks under its airline confirmation', async () => {
    await expectSample(hopper, 'hopper-flight-booked');
  });

  it('claims nothing in a price alert with a flight row', async () => {
    const golden = await loadSample('hopper-price-alert-negative');
    expect(hopper.extract(golden.input)).toEqual([]);
  });
});
