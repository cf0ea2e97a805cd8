import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import { parseContextDate } from '../../corpus/cases.js';
import { deriveDetailedEssentials, type Essentials } from '../../corpus/essentials.js';
import { htmlToPlainText } from '../../processors/html/html-to-plain-text.js';
import { findForwardedHeader } from '../../processors/mime/forwarded-header.js';
import type { JsonLdObject } from '../../schema/reservation.js';
import type { ExtractorInput } from '../types.js';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../../../../..');
const packageRoot = resolve(here, '../../..');

/** Where the shared corpus lives: beside the repository. */
export const CORPUS_DIR = resolve(repoRoot, '../shared/corpus');
/** The project's own golden cases. */
export const SAMPLES_DIR = join(packageRoot, 'samples');

/** A document with its context and the essentials expected from it. */
export interface GoldenCase {
  id: string;
  input: ExtractorInput;
  expected: Essentials[];
}

interface ManifestLine {
  id: string;
  input_kind: string;
  input_file: string;
  context_file?: string;
  essentials: Essentials[];
}

/** When the corpus has no context mail, its reference harness resolves dates against this day. */
const CORPUS_DEFAULT_DATE = new Date('2018-01-01T00:00:00Z');

async function readContext(file: string): Promise<Pick<ExtractorInput, 'from' | 'date' | 'subject'>> {
  const mail = await simpleParser(readFileSync(file));
  return {
    from: mail.from?.value[0]?.address?.toLowerCase(),
    date: mail.date,
    subject: mail.subject,
  };
}

/** Loads one case of the shared corpus as an extractor would see it. */
export async function loadCorpusCase(id: string): Promise<GoldenCase> {
  const manifestFile = join(CORPUS_DIR, 'manifest.jsonl');
  if (!existsSync(manifestFile)) {
    throw new Error(`The extraction corpus is missing: expected ${manifestFile} beside the repository`);
  }
  const lines = readFileSync(manifestFile, 'utf8').split('\n').filter(Boolean);
  const line = lines.map((l) => JSON.parse(l) as ManifestLine).find((l) => l.id === id);
  if (!line) throw new Error(`No case ${id} in the corpus manifest`);
  const context = line.context_file ? await readContext(join(CORPUS_DIR, line.context_file)) : {};
  const input: ExtractorInput = {
    kind: 'text',
    text: readFileSync(join(CORPUS_DIR, line.input_file), 'utf8'),
    ...context,
    date: context.date ?? CORPUS_DEFAULT_DATE,
  };
  return { id, input, expected: line.essentials };
}

interface SampleCase {
  id: string;
  input_kind: string;
  context_date?: string;
}

/** Loads one of the project's own samples: input.eml (its HTML part as text, else its text part) or input.txt. */
/** The whole expected JSON of a sample, for extractors whose tests check every field, not only the essentials. */
export function loadSampleExpectation(id: string): JsonLdObject[] {
  return JSON.parse(readFileSync(join(SAMPLES_DIR, id, 'expected.json'), 'utf8')) as JsonLdObject[];
}

export async function loadSample(id: string): Promise<GoldenCase> {
  const dir = join(SAMPLES_DIR, id);
  const meta = JSON.parse(readFileSync(join(dir, 'case.json'), 'utf8')) as SampleCase;
  const expected = (JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8')) as JsonLdObject[]).map(
    deriveDetailedEssentials,
  );
  // A day alone is taken at its noon; a day and clock (with its offset, if printed) as the corpus reads it.
  const context = meta.context_date;
  const fallbackDate = context ? parseContextDate(/T/.test(context) ? context : `${context}T12:00:00`) : undefined;
  if (meta.input_kind === 'eml') {
    const mail = await simpleParser(readFileSync(join(dir, 'input.eml')));
    // An HTML body reaches extractors as the engine converts it: as text, one line per block.
    const html = typeof mail.html === 'string' ? mail.html : undefined;
    // A forward reaches extractors as the engine reads it: with its original's sender, subject and date.
    const forwarded = mail.text ? findForwardedHeader(mail.text) : undefined;
    const input: ExtractorInput = {
      kind: html ? 'html' : 'text',
      text: html ? htmlToPlainText(html) : (mail.text ?? ''),
      ...(html ? { html } : {}),
      from: forwarded?.from ?? mail.from?.value[0]?.address?.toLowerCase(),
      subject: forwarded?.subject ?? mail.subject,
      date: forwarded?.date ?? mail.date ?? fallbackDate,
    };
    return { id, input, expected };
  }
  const input: ExtractorInput = { kind: 'text', text: readFileSync(join(dir, `input.${meta.input_kind}`), 'utf8') };
  if (fallbackDate) input.date = fallbackDate;
  return { id, input, expected };
}
