import { decodeText } from '../../engine/decode-text.js';
import { getProvenance } from '../../engine/provenance.js';
import { isBcbpString } from '../../engine/sniff-kind.js';
import type { ChildDocument, DocumentProcessor, DocumentResult, ExtractContext } from '../../engine/types.js';
import { announcedEvents } from '../../extractors/generic/announced-events.js';
import { LABELLED_FACTS_ID } from '../../extractors/generic/read-labelled-booking.js';
import { dosipasBytesInText, looksLikeDosipas } from '../uic918/looks-like-dosipas.js';
import { looksLikeSsb } from '../uic918/read-ssb.js';
import { runExtractors } from './run-extractors.js';

/** Boarding-pass strings written into a text on a line of their own. */
function findBcbpStrings(text: string): string[] {
  const found: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (isBcbpString(line)) found.push(line.trim());
    if (found.length >= 8) break;
  }
  return found;
}

type Uic918Reader = typeof import('../uic918/index.js');

/**
 * Plain text (a lone .txt, an email's text body, a PDF's text): provider extractors and boarding-pass strings. A
 * railway ticket barcode's content written as text (Latin-1 or base64), as some PDFs and scanners give it, is read
 * too: its reader, with the unzipper it needs, loads only for a text that may hold one. A DOSIPAS barcode, as raw bytes
 * or as a text that is one in base64 or hex, is read by the same module, and so are the 114 bytes of an ERA SSB.
 */
export const processText: DocumentProcessor = (doc, context) => {
  if (doc.bytes && looksLikeSsb(doc.bytes)) {
    const ssb = doc.bytes;
    return import('../uic918/index.js').then((uic918) => uic918.readSsbBarcode(ssb, context.date));
  }
  // A DOSIPAS barcode's bytes would be lost as text: the root document keeps them as bytes.
  const raw = doc.bytes && looksLikeDosipas(doc.bytes) ? doc.bytes : undefined;
  const text = raw ? '' : (doc.text ?? (doc.bytes ? decodeText(doc.bytes) : ''));
  const dosipas = raw ?? dosipasBytesInText(text);
  if (dosipas) return import('../uic918/index.js').then((uic918) => uic918.readDosipasBarcode(dosipas));
  if (text.includes('#UT0') || text.includes('I1VUMD'))
    return import('../uic918/index.js').then((uic918) => readText(text, doc, context, uic918));
  return readText(text, doc, context);
};

function readText(text: string, doc: ChildDocument, context: ExtractContext, uic918?: Uic918Reader): DocumentResult {
  const bytes = uic918?.uic918BytesInText(text);
  const ticket = bytes ? uic918?.readUic918(bytes, doc.name) : undefined;
  // The barcode's content alone is no text for the extractors; a document quoting it in base64 may be.
  if (ticket && text.trimStart().startsWith('#UT0')) return ticket;
  const kind = doc.origin === 'pdf' ? 'pdf-text' : 'text';
  const { reservations, diagnostics } = runExtractors({ kind, text }, context);
  // Boarding-pass strings are read unless an extractor read the text; the generic reader's guess gives way to them.
  const read = reservations.some((r) => getProvenance(r)?.extractorId !== LABELLED_FACTS_ID);
  const documents: ChildDocument[] = read
    ? []
    : findBcbpStrings(text).map((s) => ({ kind: 'bcbp', text: s, name: 'boarding pass' }));
  // A text that books nothing may still announce an event it reminds its reader of.
  const things = reservations.length === 0 && !ticket ? announcedEvents(text, context.date) : [];
  if (!ticket) return { reservations, documents, diagnostics, things };
  return {
    reservations: [...ticket.reservations, ...reservations],
    documents: [...ticket.documents, ...documents],
    diagnostics: [...ticket.diagnostics, ...diagnostics],
  };
}
