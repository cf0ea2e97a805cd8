import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { type ExtractOptions, extract } from '../index.js';
import type { CorpusCase } from './cases.js';
import { deriveEssentials, type Essentials } from './essentials.js';
import { type CaseScore, scoreCase } from './score.js';

/** A case with what the engine made of it. */
export interface CaseResult {
  case: CorpusCase;
  score: CaseScore;
  diagnostics: string[];
}

/** What the engine reads in an input, as the corpus scores it: the essentials of each reservation and thing. */
export interface Reading {
  produced: Essentials[];
  diagnostics: string[];
}

/** Runs the engine on an input and keeps what the corpus scores of its result. */
export async function readingOf(input: Uint8Array | string, options: ExtractOptions): Promise<Reading> {
  const result = await extract(input, options);
  return {
    produced: [...result.reservations, ...result.things].map(deriveEssentials),
    diagnostics: result.diagnostics.map((d) => `${d.level} ${d.code}: ${d.message}`),
  };
}

/** How a case is read: as its file is named, with its context email, else its date of receipt. */
export function caseOptions(c: CorpusCase): ExtractOptions {
  const context = c.contextPath ? new Uint8Array(readFileSync(c.contextPath)) : undefined;
  return { fileName: basename(c.inputPath), ...(context ? { context } : { date: c.contextDate }) };
}

/** Runs the engine on one case as the corpus harness does; without the provider extractors when asked. */
export async function runCase(c: CorpusCase, options: { providerExtractors?: boolean } = {}): Promise<CaseResult> {
  const { produced, diagnostics } = await readingOf(new Uint8Array(readFileSync(c.inputPath)), {
    ...caseOptions(c),
    ...(options.providerExtractors === false ? { providerExtractors: false } : {}),
  });
  return { case: c, score: scoreCase(c.expected, produced), diagnostics };
}
