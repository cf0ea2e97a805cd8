import { describe, expect, it } from 'vitest';
import { condor } from './condor.js';
import { loadSample } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';

describe('condor', () => {
  it('reads both flights from the German confirmation', async () => {
    await expectSample(condor, 'condor-buchungsbestaetigung');
  });

  it('claims nothing in a newsletter with a route heading and a daily time', async () => {
    const golden = await loadSample('condor-newsletter-negative');
    expect(condor.extract(golden.input)).toEqual([]);
  });
});
