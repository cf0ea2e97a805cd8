import { describe, expect, it } from 'vitest';
import { pkpIntercity } from './pkp-intercity.js';
import { loadSample } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';

describe('pkp-intercity', () => {
  it('reads the train, stations, times, coach, seat and class from the Polish confirmation', async () => {
    await expectSample(pkpIntercity, 'pkp-intercity-potwierdzenie');
  });

  it('claims nothing in a promotion naming stations', async () => {
    const golden = await loadSample('pkp-intercity-newsletter-negative');
    expect(pkpIntercity.extract(golden.input)).toEqual([]);
  });
});
