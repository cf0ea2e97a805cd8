import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { CaseScore } from './score.js';

/**
 * `first-sight`: scored before any code was written for the sample, so it predicts mail nobody has seen.
 * `recorded-after-code`: the sample was written against its extractor and its ledger entry came later.
 */
export type FirstSightOrigin = 'first-sight' | 'recorded-after-code';

/** A sample's ledger entry (`samples/<id>/first-sight.json`): how the engine scored it the first time. Written once. */
export interface FirstSight {
  scoredAt: string;
  /** Short commit of the engine; `-dirty` when its source (the scoring harness aside) had uncommitted changes. */
  engine: string;
  origin: FirstSightOrigin;
  expected: number;
  produced: number;
  matched: number;
  fieldsExpected: number;
  fieldsFound: number;
  precision: number;
  recall: number;
}

export const FIRST_SIGHT_FILE = 'first-sight.json';

/** The ledger entry for a score. Precision with nothing produced, and recall with nothing expected, are 1. */
export function toFirstSight(score: CaseScore, engine: string, origin: FirstSightOrigin, at = new Date()): FirstSight {
  const fieldsFound = score.fields.filter((f) => f.matched).length;
  const round = (x: number) => Math.round(x * 10000) / 10000;
  return {
    scoredAt: at.toISOString(),
    engine,
    origin,
    expected: score.expectedElements,
    produced: score.producedElements,
    matched: score.pairedElements,
    fieldsExpected: score.fields.length,
    fieldsFound,
    precision: round(score.producedElements === 0 ? 1 : score.pairedElements / score.producedElements),
    recall: round(score.fields.length === 0 ? 1 : fieldsFound / score.fields.length),
  };
}

/** The engine's commit, for the ledger; `unknown` outside a git checkout. */
export function engineVersion(packageDir: string): string {
  try {
    const run = (args: string[]) => execFileSync('git', args, { cwd: packageDir, encoding: 'utf8' }).trim();
    const sha = run(['rev-parse', '--short', 'HEAD']);
    return run(['status', '--porcelain', '--', 'src', ':(exclude)src/corpus']) ? `${sha}-dirty` : sha;
  } catch {
    // Not a checkout (an unpacked copy): the ledger still records the score, without a commit.
    return 'unknown';
  }
}

/** The ledger entry of the sample whose input is at `inputPath`, when it has one. */
export function readFirstSight(inputPath: string): FirstSight | undefined {
  const path = join(dirname(inputPath), FIRST_SIGHT_FILE);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as FirstSight) : undefined;
}

/** Writes the ledger entry of a sample that has none; returns whether it wrote. An entry is never rewritten. */
export function recordFirstSight(inputPath: string, entry: FirstSight): boolean {
  const path = join(dirname(inputPath), FIRST_SIGHT_FILE);
  try {
    writeFileSync(path, `${JSON.stringify(entry, null, 2)}\n`, { flag: 'wx' });
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

/** Summed element precision and field recall over several entries (or today's scores in the same shape). */
export interface LedgerTotals
  extends Pick<FirstSight, 'produced' | 'matched' | 'fieldsExpected' | 'fieldsFound' | 'precision' | 'recall'> {
  samples: number;
}

/** Totals over entries: matched over produced, found over expected, summed across samples (not averaged). */
export function sumLedger(
  entries: readonly Pick<FirstSight, 'produced' | 'matched' | 'fieldsExpected' | 'fieldsFound'>[],
): LedgerTotals {
  const t = { samples: entries.length, produced: 0, matched: 0, fieldsExpected: 0, fieldsFound: 0 };
  for (const e of entries) {
    t.produced += e.produced;
    t.matched += e.matched;
    t.fieldsExpected += e.fieldsExpected;
    t.fieldsFound += e.fieldsFound;
  }
  return {
    ...t,
    precision: t.produced === 0 ? 1 : t.matched / t.produced,
    recall: t.fieldsExpected === 0 ? 1 : t.fieldsFound / t.fieldsExpected,
  };
}
