import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORPUS_DIR } from '../src/corpus/cases.js';
import { deriveEssentials } from '../src/corpus/essentials.js';
import type { JsonLdObject } from '../src/schema/reservation.js';

interface ManifestLine {
  id: string;
  expected_file: string;
  essentials: Record<string, string>[];
}

const manifest = readFileSync(join(CORPUS_DIR, 'manifest.jsonl'), 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as ManifestLine);

describe('deriveEssentials', () => {
  it('reproduces the essentials of every case of the corpus manifest from its expected.json', () => {
    const mismatches = manifest.filter((c) => {
      const expected = JSON.parse(readFileSync(join(CORPUS_DIR, c.expected_file), 'utf8')) as JsonLdObject[];
      return JSON.stringify(expected.map(deriveEssentials)) !== JSON.stringify(c.essentials);
    });
    expect(mismatches.map((c) => c.id)).toEqual([]);
    expect(manifest.length).toBeGreaterThanOrEqual(51);
  });
});
