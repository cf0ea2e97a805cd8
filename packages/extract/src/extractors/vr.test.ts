import { describe, expect, it } from 'vitest';
import { loadSample } from './testing/cases.js';
import { expectSample, expectSampleInPageLayout } from './testing/expect-case.js';
import { vr } from './vr.js';

describe('vr', () => {
  it('reads both trains with coach and seat from the order confirmation', async () => {
    await expectSample(vr, 'vr-order-confirmation');
  });

  it('claims nothing in a newsletter with a route and times', async () => {
    const golden = await loadSample('vr-newsletter-negative');
    expect(vr.extract(golden.input)).toEqual([]);
  });

  it('reads the journeys of an order printing its clocks on twelve hours ("8:00 AM → 9:48 AM")', async () => {
    await expectSampleInPageLayout(vr, 'vr-order-confirmation', 'clocks on twelve hours');
  });
});
