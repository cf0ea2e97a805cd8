import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { extract } from '../index.js';
import type { CorpusCase } from './cases.js';
import { deriveEssentials } from './essentials.js';
import { type CaseScore, scoreCase } from './score.js';

/** A case with what the engine made of it. */
export interface CaseResult {
  case: CorpusCase;
  score: CaseScore;
  diagnostics: string[];
}

/**
 * Runs the engine on one case as the corpus harness does: its context email, else its date of receipt; without the
 * provider extractors when asked.
 */
export async function runCase(c: CorpusCase, options: { providerExtractors?: boolean } = {}): Promise<CaseResult> {
  const bytes = new Uint8Array(readFileSync(c.inputPath));
  const context = c.contextPath ? new Uint8Array(readFileSync(c.contextPath)) : undefined;
  const result = await extract(bytes, {
    fileName: basename(c.inputPath),
    ...(context ? { context } : { date: c.contextDate }),
    ...(options.providerExtractors === false ? { providerExtractors: false } : {}),
  });
  const produced = [...result.reservations, ...result.things].map(deriveEssentials);
  return {
    case: c,
    score: scoreCase(c.expected, produced),
    diagnostics: result.diagnostics.map((d) => `${d.level} ${d.code}: ${d.message}`),
  };
}
