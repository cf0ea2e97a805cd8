import { contextFromEmail } from './engine/context-email.js';
import { decodeText } from './engine/decode-text.js';
import { getProvenance } from './engine/provenance.js';
import { sniffKind } from './engine/sniff-kind.js';
import {
  type ChildDocument,
  DEFAULT_LIMITS,
  DEFAULT_OCR,
  type Diagnostic,
  type DocumentKind,
  type EmailInfo,
  type ExtractContext,
  type ExtractLimits,
  type OcrLimits,
} from './engine/types.js';
import { walkDocuments } from './engine/walker.js';
import { LABELLED_FACTS_ID } from './extractors/generic/read-labelled-booking.js';
import { postprocess, wouldBeKept } from './postprocess/index.js';
import { unfoldedBytes } from './processors/ical/unfolded-bytes.js';
import type { OcrStats } from './processors/ocr/ocr-worker.js';
import { looksLikeDosipas } from './processors/uic918/looks-like-dosipas.js';
import { looksLikeSsb } from './processors/uic918/read-ssb.js';
import { UIC918_ID } from './processors/uic918/reader-id.js';
import type { JsonLdObject, Reservation } from './schema/reservation.js';
import { reservationsToSegments } from './segments/index.js';
import type { Segment } from './segments/types.js';

export type { Diagnostic, DocumentKind, EmailInfo, ExtractContext, ExtractLimits, OcrLimits } from './engine/types.js';
export { DEFAULT_LIMITS, DEFAULT_OCR, DOCUMENT_KINDS } from './engine/types.js';
export { findProviderBySenderDomain } from './extractors/registry.js';
export type { BookingSource } from './postprocess/classify-source.js';
export type { OcrStats } from './processors/ocr/ocr-worker.js';
export { countryCode } from './refdata/countries.js';
export { plainLetters, SPELT_OUT_LETTERS } from './refdata/plain-letters.js';
export type { JsonLdObject, Reservation, ReservationType } from './schema/reservation.js';
export { RESERVATION_STATUS, RESERVATION_TYPES } from './schema/reservation.js';
export { reservationsToSegments } from './segments/index.js';
export type { Segment, SegmentSubType, SegmentType } from './segments/types.js';
export { SEGMENT_TYPES } from './segments/types.js';

/** Options of `extract`. */
export interface ExtractOptions {
  fileName?: string;
  /** The input's kind; sniffed from its bytes and name when absent. */
  kind?: DocumentKind;
  /** What is known from outside: a context, or the raw .eml that carried the document. */
  context?: ExtractContext | Uint8Array;
  /** When the input was received; resolves dates without a year (overrides the context's date). */
  date?: Date;
  limits?: Partial<ExtractLimits>;
  /**
   * OCR of documents without text (scanned PDF pages, JPEG/PNG attachments without a barcode): `false` turns it
   * off; an object changes languages or bounds (the rest from `DEFAULT_OCR`). On by default.
   */
  ocr?: boolean | Partial<OcrLimits>;
  /** `false` runs the general readers only, as for mail from a sender no provider extractor knows. */
  providerExtractors?: boolean;
}

function ocrLimits(option: ExtractOptions['ocr'], fromLimits: ExtractLimits['ocr']): OcrLimits | false {
  if (option === false || (option === undefined && fromLimits === false)) return false;
  return { ...DEFAULT_OCR, ...(fromLimits || {}), ...(typeof option === 'object' ? option : {}) };
}

/** What the engine read from one input. */
export interface ExtractResult {
  reservations: Reservation[];
  segments: Segment[];
  diagnostics: Diagnostic[];
  /** schema.org items that are not reservations (events, restaurants, hotels of a web page). */
  things: JsonLdObject[];
  /** Present when the input was an email. */
  email?: EmailInfo;
  /** The kind the input was read as. */
  kind: DocumentKind;
}

function rootDocument(input: Uint8Array | string, kind: DocumentKind, fileName?: string): ChildDocument {
  const binary = kind === 'pdf' || kind === 'pkpass' || kind === 'image' || kind === 'eml';
  if (typeof input === 'string') {
    return binary
      ? { kind, bytes: new TextEncoder().encode(input), name: fileName }
      : { kind, text: input, name: fileName };
  }
  // A DOSIPAS or SSB barcode's bytes stay bytes: decoded as text, some would be lost.
  if (binary || looksLikeDosipas(input) || looksLikeSsb(input)) return { kind, bytes: input, name: fileName };
  // A calendar is unfolded before it is decoded: a fold may split a letter's bytes.
  return { kind, text: decodeText(kind === 'ics' ? unfoldedBytes(input) : input), name: fileName };
}

/** The outer email's information, with an attached original (message/rfc822) standing in for an inline forward. */
function combineEmails(emails: readonly EmailInfo[]): EmailInfo | undefined {
  const [outer, inner] = emails;
  if (!outer) return undefined;
  if (!inner || outer.forwardedBy || !inner.from || inner.from === outer.from) return outer;
  return {
    ...outer,
    originalFrom: inner.originalFrom ?? inner.from,
    forwardedBy: outer.from,
    subject: inner.subject ?? outer.subject,
    date: inner.date ?? outer.date,
  };
}

function emptyResult(kind: DocumentKind, diagnostics: Diagnostic[]): ExtractResult {
  return { reservations: [], segments: [], diagnostics, things: [], kind };
}

/**
 * A railway ticket as its barcode gives it alone: its ends and day, no train and no time. It reads no journey the
 * ticket's text could be guessing at: the text's trains are its journey (postprocess gives them its token).
 */
function isOpenTicketOfBarcode(r: Reservation): boolean {
  const trip = r.reservationFor as Record<string, unknown> | undefined;
  return getProvenance(r)?.extractorId === UIC918_ID && !trip?.trainNumber && !trip?.departureTime;
}

/**
 * The generic reader's reservations count only for an input nothing else read: when a provider extractor or the
 * document's own markup gave a reservation anywhere in the input (the HTML body, say, while the reader took the
 * text body), the generic readings are dropped. A railway barcode's open ticket does not drop them, nor does a
 * reservation that lacks an essential (a provider's layout read only in part), which would be dropped itself.
 */
function withoutFallbackReadings(reservations: Reservation[], received?: Date): Reservation[] {
  const isFallback = (r: Reservation) => getProvenance(r)?.extractorId === LABELLED_FACTS_ID;
  if (!reservations.some(isFallback)) return reservations;
  const settled = reservations.some((r) => !isFallback(r) && !isOpenTicketOfBarcode(r) && wouldBeKept(r, received));
  return settled ? reservations.filter((r) => !isFallback(r)) : reservations;
}

async function extractUnsafe(input: Uint8Array | string, options: ExtractOptions): Promise<ExtractResult> {
  const startedAt = Date.now();
  const limits: ExtractLimits = { ...DEFAULT_LIMITS, ...options.limits };
  limits.ocr = ocrLimits(options.ocr, options.limits?.ocr);
  const size = typeof input === 'string' ? input.length : input.byteLength;
  const kind = options.kind ?? sniffKind(input, options.fileName);
  if (size > limits.maxInputBytes) {
    return emptyResult(kind, [
      {
        level: 'error',
        code: 'limit-size',
        message: `Input of ${size} bytes exceeds the limit of ${limits.maxInputBytes}`,
      },
    ]);
  }
  const given =
    options.context instanceof Uint8Array ? await contextFromEmail(options.context) : (options.context ?? {});
  const context: ExtractContext = {
    ...given,
    from: given.from?.toLowerCase(),
    forwardedBy: given.forwardedBy?.toLowerCase(),
    fileName: options.fileName ?? given.fileName,
  };
  if (options.date) context.date = options.date;
  if (options.providerExtractors === false) context.providerExtractors = false;
  const walked = await walkDocuments(rootDocument(input, kind, options.fileName), context, limits, startedAt);
  walked.reservations = withoutFallbackReadings(walked.reservations, context.date);
  const email = combineEmails(walked.emails);
  const senders = [email?.originalFrom ?? context.from, email?.forwardedBy ?? context.forwardedBy, email?.from];
  const processed = postprocess(walked.reservations, walked.things, { senders, received: context.date });
  const diagnostics = [...walked.diagnostics, ...processed.diagnostics];
  if (processed.reservations.length === 0 && processed.things.length === 0) {
    diagnostics.push({ level: 'info', code: 'nothing-found', message: `No reservation found in this ${kind} input` });
  }
  return {
    reservations: processed.reservations,
    segments: reservationsToSegments(processed.reservations),
    diagnostics,
    things: processed.things,
    ...(email ? { email } : {}),
    kind,
  };
}

/**
 * Reads booking documents (an .eml, HTML, text, PDF, .pkpass, .ics, boarding-pass string or JSON) into
 * schema.org reservations and normalized segments. Never throws: problems come back as diagnostics.
 */
export async function extract(input: Uint8Array | string, options: ExtractOptions = {}): Promise<ExtractResult> {
  try {
    return await extractUnsafe(input, options);
  } catch (err) {
    return emptyResult(options.kind ?? 'text', [
      {
        level: 'error',
        code: 'engine-failed',
        message: `Extraction failed: ${err instanceof Error ? err.message : String(err)}`,
      },
    ]);
  }
}

/** The booking-source classification and extractor recorded for a reservation returned by `extract`. */
export function describeReservationSource(r: Reservation) {
  return getProvenance(r);
}

/**
 * Loads the PDF reader, the barcode decoder and the station data ahead of the first document that needs them; a
 * long-running process calls this once at start so the first PDF does not spend its time budget on loading them.
 */
export async function warmUpReaders(): Promise<void> {
  const [pdf, barcode, stations] = await Promise.all([
    import('./processors/pdf/index.js'),
    import('./processors/barcode/index.js'),
    import('./refdata/stations.js'),
  ]);
  stations.warmUpStations();
  await Promise.all([pdf.warmUpPdfReader(), barcode.warmUpBarcodeReader()]);
}

/**
 * Starts the OCR worker ahead of the first scan (it takes a second or more), for a process that expects scans.
 * The worker is otherwise started by the first document that needs it, and closed after a minute idle.
 */
export async function warmUpOcr(languages: readonly string[] = DEFAULT_OCR.languages): Promise<void> {
  const ocr = await import('./processors/ocr/index.js');
  await ocr.warmUpOcrReader(languages);
}

/** Ends the OCR worker, if one is running; a long-running process calls this when it shuts down. */
export async function disposeOcr(): Promise<void> {
  const ocr = await import('./processors/ocr/index.js');
  await ocr.disposeOcrWorker();
}

/** What OCR has done in this process: workers started, pages read, readings stopped at their deadline. */
export async function ocrStats(): Promise<OcrStats> {
  const ocr = await import('./processors/ocr/index.js');
  return ocr.ocrStats();
}

/** Writes the reference indexes the built engine reads instead of building them (the engine's build calls it). */
export async function writeReferenceIndexes(dir: string): Promise<void> {
  const [cities, stations, airports, airlines] = await Promise.all([
    import('./refdata/cities.js'),
    import('./refdata/stations.js'),
    import('./refdata/airports.js'),
    import('./refdata/airlines.js'),
  ]);
  cities.writeCityIndex(dir);
  stations.writeStationIndex(dir);
  airports.writeAirportIndex(dir);
  airlines.writeAirlineIndex(dir);
}
