import { describe, expect, it } from 'vitest';
import { ouigo } from './ouigo.js';
import { loadSample } from './testing/cases.js';
import { expectSample, expectSampleInPageLayout } from './testing/expect-case.js';

describe('ouigo', () => {
  it('reads the train, stations, times, coach and seat of a French order confirmation', async () => {
    await expectSample(ouigo, 'ouigo-confirmation-commande');
  });

  it('claims nothing in a holiday newsletter naming stations', async () => {
    const golden = await loadSample('ouigo-newsletter-negative');
    expect(ouigo.extract(golden.input)).toEqual([]);
  });

  it('reads each stop where the page lays its table out in blocks: label, clock and station a line each', async () => {
    await expectSampleInPageLayout(ouigo, 'ouigo-confirmation-commande', 'tables as blocks');
  });
});
