import { setProvenance } from '../../engine/provenance.js';
import type { DocumentResult } from '../../engine/types.js';
import type { Reservation } from '../../schema/reservation.js';
import { looksLikeUic918, parseUic918 } from './parse-uic918.js';
import { readDosipas } from './read-dosipas.js';
import { layoutToText } from './read-records.js';
import { readSsb } from './read-ssb.js';
import { UIC918_ID } from './reader-id.js';
import { dosipasToReservations, readContent, ssbToReservations, uic918ToReservations } from './to-reservations.js';

export { looksLikeDosipas } from './looks-like-dosipas.js';
export type { Uic918ParseResult, Uic918Record, Uic918Ticket } from './parse-uic918.js';
export { looksLikeUic918, parseUic918 } from './parse-uic918.js';
export { layoutToText } from './read-records.js';
export { looksLikeSsb } from './read-ssb.js';

function base64(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
}

/**
 * Reads a UIC 918.3 railway ticket barcode (DB, ÖBB, SBB, SNCF international…): train reservations from its
 * records, and its RCT2 layout as a text document for the rail extractors. Problems become diagnostics.
 */
export function readUic918(bytes: Uint8Array, name = 'UIC 918.3 barcode'): DocumentResult {
  const result: DocumentResult = { reservations: [], documents: [], diagnostics: [] };
  const parsed = parseUic918(bytes);
  if (!parsed.ok) {
    result.diagnostics.push({
      level: 'warning',
      code: 'uic918-invalid',
      message: `UIC 918.3 barcode: ${parsed.error}`,
    });
    return result;
  }
  const content = readContent(parsed.ticket);
  for (const warning of content.warnings) {
    result.diagnostics.push({ level: 'warning', code: 'uic918-damaged', message: `UIC 918.3 barcode: ${warning}` });
  }
  const token = `aztecbin:${base64(bytes)}`;
  for (const r of uic918ToReservations(parsed.ticket, content, token)) {
    setProvenance(r, { extractorId: UIC918_ID, provider: `uic:${parsed.ticket.issuer}`, classification: 'direct' });
    result.reservations.push(r);
  }
  const layout = layoutToText(content.layout);
  // The layout goes to the rail extractors only when the records themselves gave no journey.
  if (layout && result.reservations.length === 0) {
    result.documents.push({ kind: 'text', text: layout, mimeType: 'text/plain', name: `${name} layout` });
  }
  if (!content.flex && parsed.ticket.records.some((r) => r.id === 'U_FLEX')) {
    // Version 1.3 of ERA's Flexible Content Barcode is read (read-flex.ts); other versions, or bits that do not read.
    result.diagnostics.push({
      level: 'info',
      code: 'uic918-flex-unread',
      message: 'UIC 918.3 barcode: its U_FLEX record (ERA FCB) is not read',
    });
  }
  if (result.reservations.length === 0 && result.documents.length === 0) {
    result.diagnostics.push({
      level: 'info',
      code: 'uic918-no-journey',
      message: `UIC 918.3 barcode of issuer ${parsed.ticket.issuer} names no journey`,
    });
  }
  return result;
}

/**
 * Reads a DOSIPAS barcode (UIC's dynamic barcode, `U1`/`U2`): a train reservation for each FCB ticket of it that names
 * a trip between known places. A barcode whose header or FCB does not read gives none.
 */
export function readDosipasBarcode(bytes: Uint8Array): DocumentResult {
  const result: DocumentResult = { reservations: [], documents: [], diagnostics: [] };
  const barcode = readDosipas(bytes);
  if (!barcode) {
    result.diagnostics.push({ level: 'warning', code: 'dosipas-invalid', message: 'DOSIPAS barcode does not read' });
    return result;
  }
  for (const r of dosipasToReservations(barcode, `aztecbin:${base64(bytes)}`)) {
    const provider = getProvider(r);
    setProvenance(r, { extractorId: UIC918_ID, ...(provider ? { provider } : {}), classification: 'direct' });
    result.reservations.push(r);
  }
  if (result.reservations.length === 0) {
    result.diagnostics.push({
      level: 'info',
      code: 'dosipas-no-journey',
      message: `DOSIPAS barcode (${barcode.format}, ${barcode.tickets.length} FCB ticket(s)) names no journey`,
    });
  }
  return result;
}

/**
 * Reads an ERA SSB barcode (114 bytes): the train reservation of a non-reservation ticket between two known stations.
 * `reference` (the day the document came) resolves the year of issue, of which the barcode keeps the last digit.
 */
export function readSsbBarcode(bytes: Uint8Array, reference = new Date()): DocumentResult {
  const result: DocumentResult = { reservations: [], documents: [], diagnostics: [] };
  const ticket = readSsb(bytes);
  if (ticket) {
    for (const r of ssbToReservations(ticket, `aztecbin:${base64(bytes)}`, reference)) {
      setProvenance(r, { extractorId: UIC918_ID, provider: `uic:${ticket.issuer}`, classification: 'direct' });
      result.reservations.push(r);
    }
  }
  if (result.reservations.length === 0) {
    result.diagnostics.push({ level: 'info', code: 'ssb-no-journey', message: 'SSB barcode names no known journey' });
  }
  return result;
}

/** The issuer a reservation's trip names (`uic:1187`). */
function getProvider(r: Reservation): string | undefined {
  const provider = (r.reservationFor as { provider?: { identifier?: unknown } } | undefined)?.provider?.identifier;
  return typeof provider === 'string' ? provider : undefined;
}

/**
 * Base64 of `#UT0`: how some documents print the barcode's content as text, at times in lines of 76 characters, which
 * a mail may indent or end with spaces (base64 readers pass white space over).
 */
const BASE64_PREFIX = /I1VUMD(?:[A-Za-z0-9+/]|[ \t]*\r?\n[ \t]*){60,}={0,2}/;

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A scanner app that hands the barcode's bytes over as a string, each byte a Latin-1 character, and writes that
 * string as UTF-8 doubles every byte past 0x7F (`0xC3 0xA9` for `0xE9`); such bytes come back one a character. Other
 * bytes are returned as they are: compressed records are no valid UTF-8 of characters up to 0xFF by chance.
 */
function undoUtf8OfLatin1(bytes: Uint8Array): Uint8Array {
  if (!bytes.some((b) => b >= 0x80)) return bytes;
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    return bytes;
  }
  if ([...text].some((ch) => (ch.codePointAt(0) ?? 0) > 0xff)) return bytes;
  return Uint8Array.from(text, (ch) => ch.charCodeAt(0));
}

/**
 * The bytes of a UIC 918.3 barcode written as text: its raw content read as Latin-1 (one character a byte), or in
 * base64 (of the raw bytes, or of them written as UTF-8). Undefined when the text holds none, or when its characters
 * show it was decoded as another charset.
 */
export function uic918BytesInText(text: string): Uint8Array | undefined {
  const start = text.indexOf('#UT0');
  if (start >= 0 && start < 16) {
    const raw = text.slice(start);
    const bytes = Uint8Array.from(raw, (ch) => ch.charCodeAt(0));
    // A character past 0xFF means the text was decoded as another charset: the bytes are lost.
    if ([...raw].some((ch) => (ch.codePointAt(0) ?? 0) > 0xff)) return undefined;
    return looksLikeUic918(bytes) ? bytes : undefined;
  }
  const encoded = text.match(BASE64_PREFIX)?.[0];
  if (!encoded) return undefined;
  const bytes = undoUtf8OfLatin1(new Uint8Array(Buffer.from(encoded.replace(/\s+/g, ''), 'base64')));
  return looksLikeUic918(bytes) ? bytes : undefined;
}
