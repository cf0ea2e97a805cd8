import { describe, expect, it } from 'vitest';
import { alsa } from './alsa.js';
import { loadSample } from './testing/cases.js';
import { expectSample, expectSampleInPageLayout } from './testing/expect-case.js';

describe('alsa', () => {
  it('reads the outward and return coach rides with seats', async () => {
    await expectSample(alsa, 'alsa-confirmacion-compra');
  });

  it('claims nothing in a Christmas offer with a ride block', async () => {
    const golden = await loadSample('alsa-newsletter-negative');
    expect(alsa.extract(golden.input)).toEqual([]);
  });

  it('finds the journeys under headings in capitals, in small letters or with a space before the colon', async () => {
    for (const layout of ['labels in capitals', 'labels in small letters', 'a space before the colon'])
      await expectSampleInPageLayout(alsa, 'alsa-confirmacion-compra', layout);
  });
});
