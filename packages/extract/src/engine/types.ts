import type { JsonLdObject, Reservation } from '../schema/reservation.js';

/** What is known of an input from outside it: the email that carried it and when it arrived. */
export interface ExtractContext {
  /** Original sender address, lower-case. */
  from?: string;
  /** The name the sender gives itself beside its address (`Air India <noreply@airindia.com>`), when not a forward. */
  senderName?: string;
  subject?: string;
  /** When the email was sent or received; resolves dates written without a year. */
  date?: Date;
  fileName?: string;
  /** Who forwarded the email to us, when it arrived as a forward (lower-case address). */
  forwardedBy?: string;
  /**
   * `false` leaves the provider extractors out: only the general readers run (markup, calendars, wallet passes,
   * boarding passes, labelled facts), as for mail from a sender no extractor knows. On by default.
   */
  providerExtractors?: boolean;
  /**
   * The text of the page an image was found on, set by the PDF reader for the images of each page: a boarding pass
   * read from a barcode there is completed from what the page prints around it (gate, boarding time).
   */
  printedPage?: string;
}

/** The email an input arrived in: its own sender and, when it was a forward, the original's. */
export interface EmailInfo {
  /** The sender of the outer email, lower-case. */
  from?: string;
  /** The sender of the forwarded original (or `from` when it was not forwarded), lower-case. */
  originalFrom?: string;
  /** Who forwarded it, when it was a forward. */
  forwardedBy?: string;
  /** The original's subject when forwarded, else the email's own. */
  subject?: string;
  /** The original's date when forwarded, else the email's own. */
  date?: Date;
}

/** A problem met while reading an input. The engine reports these instead of throwing. */
export interface Diagnostic {
  level: 'info' | 'warning' | 'error';
  /** Stable, kebab-case: `mime-malformed`, `pdf-unreadable`, `limit-size`, `limit-depth`, `limit-time`, … */
  code: string;
  message: string;
  /** Where in the input tree: e.g. `email > attachment ticket.pdf > page 2`. */
  path?: string;
}

export const DOCUMENT_KINDS = ['eml', 'html', 'text', 'pdf', 'pkpass', 'ics', 'bcbp', 'image', 'json'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** An image's pixels as grey levels, one byte each (0 black, 255 white), row after row, on white where it was clear. */
export interface GreyImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** A document found inside another one (an attachment, an email body, the text of a PDF, a barcode's content). */
export interface ChildDocument {
  kind: DocumentKind;
  /** Raw bytes, for binary kinds. */
  bytes?: Uint8Array;
  /** An image already decoded (one read out of a PDF, or a page rendered), given instead of its bytes. */
  pixels?: GreyImage;
  /** Decoded text, for textual kinds (html, text, ics, bcbp, json). */
  text?: string;
  name?: string;
  mimeType?: string;
  /** What is known of this document and its descendants beyond the parent's context (e.g. a forward's sender). */
  context?: ExtractContext;
  /** The kind of the document this one came out of; set by the walker (text from a PDF reads as `pdf-text`). */
  origin?: DocumentKind;
  /** Shown inside an email's HTML body (a cid image: banner, photo, logo) rather than attached to it. */
  isInline?: boolean;
}

/** What a processor makes of one document: reservations it read, documents nested in it, and problems met. */
export interface DocumentResult {
  reservations: Reservation[];
  documents: ChildDocument[];
  diagnostics: Diagnostic[];
  /** schema.org items that are not reservations (Event, FoodEstablishment, Hotel, Product…), kept for callers. */
  things?: JsonLdObject[];
  /** Set by the email processor: the senders, subject and date of the message. */
  email?: EmailInfo;
}

/** Bounds that keep hostile input from running unbounded. */
export interface ExtractLimits {
  maxInputBytes: number;
  maxDepth: number;
  maxDocuments: number;
  /** Uncompressed bytes allowed out of one archive (pkpass). */
  maxUnpackedBytes: number;
  /** Wall-clock budget for one input, in milliseconds. */
  timeBudgetMs: number;
  /** Reading scans and photographed documents with OCR; `false` turns it off, absent means `DEFAULT_OCR`. */
  ocr?: OcrLimits | false;
  /** The input's clock, set by the engine for the documents it reads. */
  clock?: InputClock;
}

/** When an input's time budget runs out; OCR moves it later by the time it reads, within its own allowance. */
export interface InputClock {
  /** Epoch milliseconds. */
  deadlineAt: number;
  /** Time OCR has taken in this input so far, in milliseconds. */
  ocrMs: number;
}

/** Bounds and languages of OCR, which reads documents that have no text: scanned PDF pages, photographed tickets. */
export interface OcrLimits {
  /** Tesseract language codes with data installed (`@tesseract.js-data/<code>`): `eng`, `deu`, `fra`… */
  languages: readonly string[];
  /** Pages read with OCR in one document (PDF pages without text); an image is one page. */
  maxPages: number;
  /** Larger images are not read at all; large ones are scaled down first (see processors/ocr). */
  maxImagePixels: number;
  /** Time OCR may take in one input, in milliseconds, beside the input's own time budget (`timeBudgetMs`). */
  timeoutMs: number;
}

export const DEFAULT_OCR: OcrLimits = {
  languages: ['eng', 'deu', 'fra'],
  maxPages: 3,
  maxImagePixels: 40_000_000,
  timeoutMs: 15_000,
};

export const DEFAULT_LIMITS: ExtractLimits = {
  maxInputBytes: 25 * 1024 * 1024,
  maxDepth: 8,
  maxDocuments: 64,
  maxUnpackedBytes: 20 * 1024 * 1024,
  timeBudgetMs: 5000,
};

/** Reads one kind of document. Must not throw: problems become diagnostics. */
export type DocumentProcessor = (
  doc: ChildDocument,
  context: ExtractContext,
  limits: ExtractLimits,
) => DocumentResult | Promise<DocumentResult>;
