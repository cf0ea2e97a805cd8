import { describe, expect, it } from 'vitest';
import { dsb } from './dsb.js';
import { loadSample } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';

describe('dsb', () => {
  it('reads the train, times, coach and seat from the Danish receipt', async () => {
    await expectSample(dsb, 'dsb-kvittering');
  });

  it('claims nothing in a newsletter with a route and times', async () => {
    const golden = await loadSample('dsb-newsletter-negative');
    expect(dsb.extract(golden.input)).toEqual([]);
  });
});
