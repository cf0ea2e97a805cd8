import { describe, expect, it } from 'vitest';
import { stenaLine } from './stena-line.js';
import { loadSample } from './testing/cases.js';
import { expectSample, expectSampleInPageLayout } from './testing/expect-case.js';

describe('stena-line', () => {
  it('reads both crossings with ports, ships and times', async () => {
    await expectSample(stenaLine, 'stena-line-booking-confirmation');
  });

  it('claims nothing in a newsletter with a route and a daily sailing', async () => {
    const golden = await loadSample('stena-line-newsletter-negative');
    expect(stenaLine.extract(golden.input)).toEqual([]);
  });

  it('finds each crossing under "Outbound :" or "OUTBOUND:" as well', async () => {
    for (const layout of ['labels in capitals', 'a space before the colon'])
      await expectSampleInPageLayout(stenaLine, 'stena-line-booking-confirmation', layout);
  });
});
