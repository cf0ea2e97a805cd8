import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extract } from '../index.js';
import { buildTestPdf, type TestPdfPage, writableInTestPdf } from '../processors/pdf/build-test-pdf.js';
import { loadCorpusCases } from './cases.js';
import { deriveEssentials } from './essentials.js';
import { scoreCase } from './score.js';

/** pdf.js loads on first use: slow on a busy machine. */
const SLOW_TEST_MS = 60_000;

/** Points per character and per line of the printed page: a 7-point font, as tickets print their small print. */
const CHARACTER = 4.2;
const LINE = 9;
const LINES_PER_PAGE = 60;

/**
 * The corpus's documents that are a page's text laid out by its columns (a ticket or itinerary as a PDF's text
 * layout prints it), in the letters the test PDF's font can write.
 */
const printed = loadCorpusCases().filter((c) => {
  if (!c.inputPath.endsWith('.txt')) return false;
  const text = readFileSync(c.inputPath, 'utf8');
  return text.split('\n').filter((l) => l.trim()).length >= 4 && writableInTestPdf(text);
});

/** The text printed on PDF pages, each run of words where its column puts it. */
function printedPdf(text: string): Uint8Array {
  const lines = text.split(/\r?\n/);
  const pages: TestPdfPage[] = [];
  for (let first = 0; first < lines.length; first += LINES_PER_PAGE) {
    const placed = lines.slice(first, first + LINES_PER_PAGE).flatMap((line, i) =>
      [...line.matchAll(/\S+(?: \S+)*/g)].map((m) => ({
        x: 20 + m.index * CHARACTER,
        y: 760 - i * LINE,
        text: m[0],
        size: 7,
      })),
    );
    pages.push({ placed, width: 842 });
  }
  return buildTestPdf(pages);
}

async function fieldsFound(bytes: Uint8Array, fileName: string, c: (typeof printed)[number]): Promise<string[]> {
  const context = c.contextPath ? new Uint8Array(readFileSync(c.contextPath)) : undefined;
  const result = await extract(bytes, { fileName, ...(context ? { context } : { date: c.contextDate }) });
  const score = scoreCase(c.expected, [...result.reservations, ...result.things].map(deriveEssentials));
  return score.fields.map((f) => `${f.field} ${f.matched ? 'found' : 'missed'}`);
}

describe('layouts printed in a PDF', () => {
  it('finds the printed documents of the corpus', () => {
    expect(printed.length).toBeGreaterThanOrEqual(8);
  });

  it.each(printed.map((c) => [c.id, c] as const))(
    '%s reads the same from a PDF of its page as from its text',
    async (_id, c) => {
      const text = readFileSync(c.inputPath, 'utf8');
      const fromText = await fieldsFound(new TextEncoder().encode(text), 'ticket.txt', c);
      expect(fromText.some((f) => f.endsWith('found'))).toBe(true);
      expect(await fieldsFound(printedPdf(text), 'ticket.pdf', c)).toEqual(fromText);
    },
    SLOW_TEST_MS,
  );
});
