import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ChildDocument, DocumentResult, ExtractContext } from '../../engine/types.js';
import { DEFAULT_LIMITS } from '../../engine/types.js';
import type { Reservation } from '../../schema/reservation.js';
import { processBarcodeImage } from '../barcode/index.js';
import { processBcbp } from '../bcbp/index.js';
import { loadSamples } from '../bcbp/test-support/corpus-cases.js';
import { processPdf } from './index.js';

/** Decoders (pdf.js, WebAssembly) load on first use and property tests run many cases: slow on a busy machine. */
const SLOW_TEST_MS = 60_000;

/**
 * The PDF samples whose bookings are in their barcodes: this area's processors read them whole. The samples read from
 * a PDF's text go through the extractors, and the corpus scores them with the rest (`npm run corpus`).
 */
const samples = loadSamples('pdf').filter((s) => JSON.stringify(s.expected).includes('"ticketToken"'));

/** Follows a PDF's child documents through this area's processors (image → barcode → boarding pass). */
async function reservationsFrom(doc: ChildDocument, context: ExtractContext, depth = 0): Promise<Reservation[]> {
  const processors = { pdf: processPdf, image: processBarcodeImage, bcbp: processBcbp } as const;
  const processor = processors[doc.kind as keyof typeof processors];
  if (!processor || depth > 4) return [];
  const result: DocumentResult = await processor(doc, context, DEFAULT_LIMITS);
  const nested = await Promise.all(result.documents.map((child) => reservationsFrom(child, context, depth + 1)));
  return [...result.reservations, ...nested.flat()];
}

describe('PDF samples', { timeout: SLOW_TEST_MS }, () => {
  it('has samples', () => expect(samples.length).toBeGreaterThan(0));

  it.each(samples.map((s) => [s.id, s] as const))('%s gives its expected reservations', async (_id, s) => {
    const bytes = new Uint8Array(readFileSync(s.inputPath));
    expect(await reservationsFrom({ kind: 'pdf', bytes, name: 'input.pdf' }, s.context)).toEqual(s.expected);
  });
});
