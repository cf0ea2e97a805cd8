import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCorpusCases, loadSampleCases } from '../src/corpus/cases.js';
import { readFirstSight } from '../src/corpus/first-sight.js';
import { runCase } from '../src/corpus/run-cases.js';

const passing = new Set<string>(JSON.parse(readFileSync(join(import.meta.dirname, 'corpus-passing.json'), 'utf8')));
const cases = [...loadCorpusCases(), ...loadSampleCases()];

describe('golden cases (shared corpus and samples)', () => {
  it('finds the shared corpus and every listed passing case', () => {
    expect(cases.length).toBeGreaterThanOrEqual(51);
    const ids = new Set(cases.map((c) => c.id));
    expect([...passing].filter((id) => !ids.has(id))).toEqual([]);
  });

  it('keeps a first-sight ledger entry for every sample (npm run corpus writes one for a new sample)', () => {
    const samples = cases.filter((c) => c.suite === 'samples');
    const missing = samples.filter((c) => !readFirstSight(c.inputPath)).map((c) => c.id);
    expect(missing).toEqual([]);
    for (const c of samples) {
      const entry = readFirstSight(c.inputPath);
      expect(['first-sight', 'recorded-after-code']).toContain(entry?.origin);
      expect(entry?.fieldsFound).toBeLessThanOrEqual(entry?.fieldsExpected ?? 0);
    }
  });

  for (const c of cases) {
    it(`${c.id} ${passing.has(c.id) ? 'keeps passing' : 'runs without error'}`, async () => {
      const result = await runCase(c);
      expect(result.diagnostics.filter((d) => d.includes('engine-failed'))).toEqual([]);
      if (passing.has(c.id)) {
        const missed = result.score.fields.filter((f) => !f.matched).map((f) => f.field);
        expect({ missed, produced: result.score.producedElements }).toEqual({
          missed: [],
          produced: result.score.expectedElements,
        });
        expect(result.score.passed).toBe(true);
      }
    });
  }
});
