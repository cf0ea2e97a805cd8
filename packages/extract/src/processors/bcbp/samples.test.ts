import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../engine/types.js';
import { processBcbp } from './index.js';
import { loadSamples, sampleMismatches } from './test-support/corpus-cases.js';

const samples = loadSamples('bcbp');

describe('boarding pass samples', () => {
  it('has samples', () => expect(samples.length).toBeGreaterThan(0));

  it.each(samples.map((s) => [s.id, s] as const))('%s gives its expected reservations', async (_id, s) => {
    const result = await processBcbp(
      { kind: 'bcbp', text: readFileSync(s.inputPath, 'utf8') },
      s.context,
      DEFAULT_LIMITS,
    );
    if (!s.real) {
      expect(result.diagnostics).toEqual([]);
      expect(result.reservations).toEqual(s.expected);
      return;
    }
    // A real pass's expected items say what a reader takes from it; the processor may read more (a ticket number),
    // and may warn of what the airline wrote amiss (LATAM's conditional items are shorter than they say).
    expect(result.diagnostics.filter((d) => d.level !== 'warning')).toEqual([]);
    expect(result.reservations).toHaveLength(s.expected.length);
    expect(sampleMismatches(s.expected, result.reservations)).toEqual(s.expected.map(() => []));
  });

  it('compares essentials the way the corpus scorer does', () => {
    const [sample] = samples;
    if (!sample) throw new Error('no sample');
    expect(sampleMismatches(sample.expected, sample.expected).flat()).toEqual([]);
    expect(sampleMismatches(sample.expected, []).flat().length).toBeGreaterThan(0);
  });
});
