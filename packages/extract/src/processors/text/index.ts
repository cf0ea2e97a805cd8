import { decodeText } from '../../engine/decode-text.js';
import { isBcbpString } from '../../engine/sniff-kind.js';
import type { ChildDocument, DocumentProcessor } from '../../engine/types.js';
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

/** Plain text (a lone .txt, an email's text body, a PDF's text): provider extractors and boarding-pass strings. */
export const processText: DocumentProcessor = (doc, context) => {
  const text = doc.text ?? (doc.bytes ? decodeText(doc.bytes) : '');
  const kind = doc.origin === 'pdf' ? 'pdf-text' : 'text';
  const { reservations, diagnostics } = runExtractors({ kind, text }, context);
  const documents: ChildDocument[] =
    reservations.length === 0
      ? findBcbpStrings(text).map((s) => ({ kind: 'bcbp', text: s, name: 'boarding pass' }))
      : [];
  return { reservations, documents, diagnostics };
};
