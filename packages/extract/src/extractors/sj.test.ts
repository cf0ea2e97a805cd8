import { describe, expect, it } from 'vitest';
import { sj } from './sj.js';
import { loadSample } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';

describe('sj', () => {
  it('reads the train, its times, coach and seat from the Swedish confirmation', async () => {
    await expectSample(sj, 'sj-bokningsbekraftelse');
  });

  it('claims nothing in a newsletter with a route and times', async () => {
    const golden = await loadSample('sj-newsletter-negative');
    expect(sj.extract(golden.input)).toEqual([]);
  });
});
