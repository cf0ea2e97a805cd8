import type { Document } from 'domhandler';
import type { Reservation } from '../schema/reservation.js';

/** What a provider extractor is given: one document of an input, with what is known of the email around it. */
export interface ExtractorInput {
  /** The document's kind: the body of an email, a lone file, or text pulled from a PDF. */
  kind: 'html' | 'text' | 'pdf-text';
  /** Plain text of the document (HTML already converted to text, one line per block). */
  text: string;
  /** The original HTML, when the document is HTML. */
  html?: string;
  /** The HTML's tree as the engine parsed it (entities decoded), to read and never change: no second parse. */
  htmlTree?: Document;
  /** The original sender's address (after unwrapping forwards), lower-case. */
  from?: string;
  /** The name the sender gives itself beside its address, when the email was not a forward. */
  senderName?: string;
  subject?: string;
  /** When the email was sent or received; resolves dates written without a year. */
  date?: Date;
}

/** Which documents an extractor wants. All given filters must match. */
export interface ExtractorFilter {
  /** Sender domains; a subdomain matches its parent (mail.lufthansa.com matches lufthansa.com). */
  senderDomains?: readonly string[];
  subject?: RegExp;
  /** Tested against the document's text. */
  content?: RegExp;
  /**
   * Texts, case as written, that every text `content` matches holds: a text without one of them is not tried against
   * the pattern. Looking for a text is cheaper than trying a pattern at every place of a document.
   */
  contentHolds?: readonly string[];
  kinds?: readonly ExtractorInput['kind'][];
}

/**
 * Vendor knowledge for one provider: where it applies and how to read it.
 * `extract` returns schema.org reservations with local ISO times; it may return [] when the document
 * turns out not to be a booking. It must not throw on odd input (the engine catches, but diagnostics suffer).
 */
export interface ProviderExtractor {
  /** Kebab-case, unique in the registry, the file's name. */
  id: string;
  /** The provider's display name. */
  provider: string;
  /** Booking-source classification of this provider's mail. */
  classification: 'tmc' | 'ota' | 'direct';
  filters: readonly ExtractorFilter[];
  /**
   * Runs before the extractors without it. The shared corpus's providers do, as they always have: several accept a
   * document from any sender by its content, and when two extractors read one document, the order of their
   * reservations can decide what merging keeps.
   */
  runsFirst?: boolean;
  extract(input: ExtractorInput): Reservation[];
}
