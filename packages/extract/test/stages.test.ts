import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadStageCases, runStageCase } from '../src/corpus/stages.js';

const passing = new Set<string>(JSON.parse(readFileSync(join(import.meta.dirname, 'stages-passing.json'), 'utf8')));
const cases = loadStageCases();

describe('post-processing stage cases of the shared corpus', () => {
  it('finds the stage cases and every listed passing case', () => {
    expect(cases.length).toBeGreaterThanOrEqual(38);
    const ids = new Set(cases.map((c) => c.id));
    expect([...passing].filter((id) => !ids.has(id))).toEqual([]);
  });

  for (const c of cases.filter((c) => passing.has(c.id))) {
    it(`${c.id} keeps passing`, () => {
      const score = runStageCase(c);
      expect(score.fields.filter((f) => !f.matched).map((f) => f.field)).toEqual([]);
      expect(score.producedElements).toBe(score.expectedElements);
      expect(score.passed).toBe(true);
    });
  }
});
