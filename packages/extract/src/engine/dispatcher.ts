import { processBcbp } from '../processors/bcbp/index.js';
import { processJson } from '../processors/json/index.js';
import { processText } from '../processors/text/index.js';
import type { DocumentKind, DocumentProcessor } from './types.js';

/**
 * Processors with heavy dependencies load on first use, keeping start-up fast: the MIME parser (with its charset
 * tables), the HTML parsers, the calendar parser, the wallet-pass reader (with its unzipper), pdf.js, the WebAssembly
 * barcode reader and OCR.
 */
const LAZY: Partial<Record<DocumentKind, () => Promise<DocumentProcessor>>> = {
  eml: async () => (await import('../processors/mime/index.js')).processMime,
  html: async () => (await import('../processors/html/index.js')).processHtml,
  ics: async () => (await import('../processors/ical/index.js')).processIcal,
  pkpass: async () => (await import('../processors/pkpass/index.js')).processPkpass,
  pdf: async () => (await import('../processors/pdf/index.js')).processPdf,
  // Barcodes first; an image without one (a photographed or scanned page) is read with OCR.
  image: async () => {
    const [barcode, ocr] = await Promise.all([
      import('../processors/barcode/index.js'),
      import('../processors/ocr/index.js'),
    ]);
    return ocr.withOcrFallback(barcode.processBarcodeImage);
  },
};

const BUILT_IN: Partial<Record<DocumentKind, DocumentProcessor>> = {
  bcbp: processBcbp,
  text: processText,
  json: processJson,
};

const loaded = new Map<DocumentKind, Promise<DocumentProcessor | undefined>>();

/** The processor for a kind of document, or undefined when this build has none for it (or it failed to load). */
export function getProcessor(kind: DocumentKind): Promise<DocumentProcessor | undefined> {
  const builtIn = BUILT_IN[kind];
  if (builtIn) return Promise.resolve(builtIn);
  let pending = loaded.get(kind);
  if (!pending) {
    const load = LAZY[kind];
    // A processor whose dependencies cannot load is reported as missing rather than failing every input.
    pending = load ? load().catch(() => undefined) : Promise.resolve(undefined);
    loaded.set(kind, pending);
  }
  return pending;
}
