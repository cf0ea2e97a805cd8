import { MAX_BCBP_LENGTH } from './parse-bcbp.js';

/**
 * Format code M, 1–4 legs, a 20-character name, the e-ticket flag, a 7-character booking reference, two airport
 * codes, a carrier, a flight number and a day of the year: enough to tell a boarding pass from prose. A pass of
 * several legs may leave its first leg blank when the flight is a later one: its booking reference at most, an
 * airport perhaps, and its size of variable items blank or zero; a flight leg must follow it.
 */
const FLIGHT_LEG = '[A-Z0-9 ]{7}[A-Z]{3}[A-Z]{3}[A-Z0-9]{2}[A-Z0-9 ][0-9 ]{4}[A-Z0-9 ][0-9 ]{3}';
const BLANK_LEG = '[A-Z0-9 ]{7}[A-Z ]{6} {22}(?:[0-9A-F]{2}|  )';
const BCBP_HEAD = new RegExp(`^M[1-4][^\\r\\n]{20}[E ](?:${FLIGHT_LEG}|${BLANK_LEG}.*${FLIGHT_LEG})`);
/** A name padded short or cut long moves the first leg: a name of letters, then a flight leg right after it. */
const SHIFTED_HEAD = new RegExp(`^M[1-4][A-Z][A-Z/ .'-]{0,38}?[E ]${FLIGHT_LEG}`);

/** True when the text is a single IATA bar-coded boarding pass string (surrounding white space aside). */
export function looksLikeBcbp(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed.length > MAX_BCBP_LENGTH || /[\r\n]/.test(trimmed)) return false;
  return BCBP_HEAD.test(trimmed) || SHIFTED_HEAD.test(trimmed);
}

/** True when the text is a boarding pass string at its fixed widths: its name field 20 characters wide. */
export function looksLikeFixedWidthBcbp(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length <= MAX_BCBP_LENGTH && !/[\r\n]/.test(trimmed) && BCBP_HEAD.test(trimmed);
}
