import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JsonLdObject } from '../schema/reservation.js';
import { deriveEssentials, type Essentials } from './essentials.js';

/** One golden case: an input, what is known around it, and the essentials expected from it. */
export interface CorpusCase {
  id: string;
  /** `corpus` (the shared corpus) or `samples` (the project's own). */
  suite: 'corpus' | 'samples';
  inputKind: string;
  provider?: string;
  scope: string;
  inputPath: string;
  contextPath?: string;
  /** When the document was received, for cases without a context email. */
  contextDate?: Date;
  expected: Essentials[];
}

/** packages/extract. */
export const PACKAGE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The shared corpus: `<repo>/../shared/corpus`. */
export const CORPUS_DIR = resolve(PACKAGE_DIR, '..', '..', '..', 'shared', 'corpus');
/** The project's own golden cases. */
export const SAMPLES_DIR = join(PACKAGE_DIR, 'samples');

/** `2018-04-02` or `2017-12-29T18:46:02` (read as UTC, so no machine zone leaks in). */
export function parseContextDate(value: unknown): Date | undefined {
  if (typeof value !== 'string' || !value) return undefined;
  const iso = /T/.test(value) ? value : `${value}T00:00:00`;
  const date = new Date(/(?:Z|[+-]\d{2}:?\d{2})$/.test(iso) ? iso : `${iso}Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'));
}

function asList(value: unknown): JsonLdObject[] {
  return (Array.isArray(value) ? value : [value]).filter((v): v is JsonLdObject => typeof v === 'object' && v !== null);
}

/** Loads the shared corpus's cases from its manifest; throws when the corpus is absent. */
export function loadCorpusCases(dir = CORPUS_DIR): CorpusCase[] {
  const manifest = join(dir, 'manifest.jsonl');
  if (!existsSync(manifest)) throw new Error(`The shared corpus is missing: expected ${manifest}`);
  return readFileSync(manifest, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((line) => {
      const c = JSON.parse(line) as Record<string, unknown>;
      return {
        id: String(c.id),
        suite: 'corpus' as const,
        inputKind: String(c.input_kind),
        provider: typeof c.provider === 'string' ? c.provider : undefined,
        scope: String(c.scope),
        inputPath: join(dir, String(c.input_file)),
        contextPath: typeof c.context_file === 'string' ? join(dir, c.context_file) : undefined,
        contextDate: parseContextDate(c.context_date),
        expected: (c.essentials as Essentials[]) ?? [],
      };
    });
}

/** Loads the project's samples (`samples/<id>/{case.json,input.*,expected.json,context.eml?}`), deriving essentials. */
export function loadSampleCases(dir = SAMPLES_DIR): CorpusCase[] {
  if (!existsSync(dir)) return [];
  const cases: CorpusCase[] = [];
  for (const id of readdirSync(dir).sort()) {
    const caseDir = join(dir, id);
    if (!existsSync(join(caseDir, 'case.json'))) continue;
    const meta = readJson(join(caseDir, 'case.json')) as Record<string, unknown>;
    const input = readdirSync(caseDir).find((f) => f.startsWith('input.'));
    if (!input) continue;
    const context = join(caseDir, 'context.eml');
    cases.push({
      id: String(meta.id ?? id),
      suite: 'samples',
      inputKind: String(meta.input_kind),
      provider: typeof meta.provider === 'string' ? meta.provider : undefined,
      scope: String(meta.scope ?? 'reservation'),
      inputPath: join(caseDir, input),
      contextPath: existsSync(context) ? context : undefined,
      contextDate: parseContextDate(meta.context_date),
      expected: asList(readJson(join(caseDir, 'expected.json'))).map(deriveEssentials),
    });
  }
  return cases;
}
