import { processBcbp } from '../processors/bcbp/index.js';
import { processHtml } from '../processors/html/index.js';
import { processIcal } from '../processors/ical/index.js';
import { processJson } from '../processors/json/index.js';
import { processMime } from '../processors/mime/index.js';
import { processPkpass } from '../processors/pkpass/index.js';
import { processText } from '../processors/text/index.js';
import type { DocumentKind, DocumentProcessor } from './types.js';

/** A processor that may not be installed in this build: its module path and export name. */
interface OptionalProcessor {
  module: string;
  exportName: string;
}

const OPTIONAL_PROCESSORS: Partial<Record<DocumentKind, OptionalProcessor>> = {
  pdf: { module: '../processors/pdf/index.js', exportName: 'processPdf' },
  image: { module: '../processors/barcode/index.js', exportName: 'processBarcodeImage' },
};

const BUILT_IN: Partial<Record<DocumentKind, DocumentProcessor>> = {
  eml: processMime,
  bcbp: processBcbp,
  pkpass: processPkpass,
  ics: processIcal,
  html: processHtml,
  text: processText,
  json: processJson,
};

const loaded = new Map<DocumentKind, Promise<DocumentProcessor | undefined>>();

async function loadOptional(spec: OptionalProcessor): Promise<DocumentProcessor | undefined> {
  try {
    // A variable specifier keeps the package typechecking while a processor module does not exist yet.
    const mod = (await import(/* @vite-ignore */ new URL(spec.module, import.meta.url).href)) as Record<
      string,
      unknown
    >;
    const fn = mod[spec.exportName];
    return typeof fn === 'function' ? (fn as DocumentProcessor) : undefined;
  } catch {
    return undefined;
  }
}

/** The processor for a kind of document, or undefined when this build has none for it. */
export function getProcessor(kind: DocumentKind): Promise<DocumentProcessor | undefined> {
  const builtIn = BUILT_IN[kind];
  if (builtIn) return Promise.resolve(builtIn);
  let pending = loaded.get(kind);
  if (!pending) {
    const spec = OPTIONAL_PROCESSORS[kind];
    pending = spec ? loadOptional(spec) : Promise.resolve(undefined);
    loaded.set(kind, pending);
  }
  return pending;
}
