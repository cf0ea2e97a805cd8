import type { Reservation } from '../../schema/reservation.js';
import { type Price, parsePrice } from '../lib/price.js';
import { withoutMarks } from '../lib/text.js';
import { foldLabel } from './labelled-facts.js';
import { LABELS } from './labels.js';

/** Every language's labels of a booking's total, folded as labels are looked up. */
const TOTAL_LABELS: ReadonlySet<string> = new Set(
  Object.values(LABELS).flatMap((table) => (table.total ?? []).map(foldLabel)),
);
/** The longest of them, folded: a longer label is none of them. */
const LONGEST = Math.max(...[...TOTAL_LABELS].map((label) => label.length));

/** A label, a colon, and its value: `Total price: EUR 687.00`. */
const COLON_ROW = /^([^:：]{2,40}?)\s*[:：]\s*(\S.{0,40})$/;
/** A label, a gap of two spaces or more (a table's cells), and its value: `Total      687,00 €`. */
const GAP_ROW = /^(\S.{0,38}?\S)(?:\s{2,}|\t+)(\S.{0,40})$/;

/** An amount that reads as a whole booking's: more than nothing, and less than a million. */
function plausible(price: Price | undefined): Price | undefined {
  return price && price.price > 0 && price.price < 1_000_000 ? price : undefined;
}

/** Currencies as values write them in letters: a code (`EUR`) or a sign made of letters (`Kč`, `zł`, `kr`). */
const CURRENCY_LETTERS = /(?<![\p{L}])(?:[A-Z]{3}|US\$|NT\$|A\$|C\$|Kč|Rs\.?|Fr\.|kr|zł)(?![\p{L}])/gu;

/** An amount's digits, grouped by marks or by a space before each group of three: `1 234,56`, `11,850.00`. */
const AMOUNT = /\d(?:[\d.,'\u00a0\u202f]|\s(?=\d{3}(?!\d)))*/g;

/**
 * The price a value holds when the value is the price alone (`EUR 687.00`, `687,00 €`, `1 234 Kč (incl. VAT)`): a
 * value with words beside its amount (`120 EUR per night`, `2 adults`), or with several amounts (a table's row of
 * price, net and tax), holds no booking's total.
 */
function priceIn(value: string): Price | undefined {
  const bare = value.replace(/\([^()]{0,40}\)/g, ' ');
  if ((bare.match(AMOUNT)?.length ?? 0) !== 1 || /\p{L}/u.test(bare.replace(CURRENCY_LETTERS, ' '))) return undefined;
  return plausible(parsePrice(value));
}

/** Whether a label names a booking's total in one of the labels' languages; a remark in brackets is no part of it. */
export function isTotalLabel(label: string): boolean {
  const folded = foldLabel(label.replace(/\s*\([^()]{0,30}\)$/, ''));
  return folded.length <= LONGEST && TOTAL_LABELS.has(folded);
}

/** The first words of the labels, folded: a line that begins with none of them begins with no label. */
const FIRST_WORDS: ReadonlySet<string> = new Set([...TOTAL_LABELS].map((label) => label.split(' ')[0] ?? label));

/** A label and then its price after a single space, as a table's cells run together: `Total EUR 687.00`. */
function labelThenPrice(line: string): Price | undefined {
  const words = line.split(' ');
  if (words.length < 2 || !FIRST_WORDS.has(foldLabel(words[0] ?? ''))) return undefined;
  for (let k = Math.min(5, words.length - 1); k >= 1; k--) {
    if (
      !isTotalLabel(
        words
          .slice(0, k)
          .join(' ')
          .replace(/[:：]$/, ''),
      )
    )
      continue;
    const price = priceIn(words.slice(k).join(' '));
    if (price) return price;
  }
  return undefined;
}

/** What leads a line: its first word, up to a space or a colon. */
const FIRST_WORD = /^[^\s:：]+/;
/** Whether a word may begin a total's label: as written in lower case, or folded when it has other than ASCII. */
function leadsTotal(word: string): boolean {
  return FIRST_WORDS.has(word.toLowerCase()) || (!ASCII.test(word) && FIRST_WORDS.has(foldLabel(word)));
}
const ASCII = /^[\x20-\x7e]*$/;

/**
 * The total a document's lines give for its booking: the price after a total's label on its line (`Total: EUR
 * 687.00`, `Gesamtbetrag   687,00 €`, `Total EUR 687.00`) or alone on the next line under it. Undefined when none is
 * printed, or when two totals differ (a total per room or per passenger beside the booking's): no price is better
 * than a wrong one.
 */
export function bookingTotal(lines: readonly string[]): Price | undefined {
  let found: Price | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = withoutMarks(lines[i] ?? '');
    // A line that does not begin with a total's label's first word holds none: the patterns are spared.
    const lead = line.length <= 90 ? FIRST_WORD.exec(line)?.[0] : undefined;
    if (!lead || !leadsTotal(lead)) continue;
    let price: Price | undefined;
    if (line.length < 5 || !/\d/.test(line)) {
      // A label alone on its line, the amount on the next.
      const alone = line.length <= LONGEST + 2 && isTotalLabel(line.replace(/[:：]$/, ''));
      price = alone ? priceIn(withoutMarks(lines[i + 1] ?? '')) : undefined;
    } else {
      const row = COLON_ROW.exec(line) ?? GAP_ROW.exec(line);
      price = row?.[1] && row[2] && isTotalLabel(row[1]) ? priceIn(row[2]) : labelThenPrice(line);
    }
    if (!price) continue;
    if (found && (found.price !== price.price || found.priceCurrency !== price.priceCurrency)) return undefined;
    found = price;
  }
  return found;
}

/**
 * The reservations of one booking, each with the booking's total as the document prints it (as provider extractors
 * give it: the engine counts a booking's total once between its reservations). Reservations of several bookings, or
 * that carry a price already, are left as they are.
 */
export function withBookingTotal(reservations: Reservation[], lines: readonly string[]): Reservation[] {
  if (reservations.length === 0 || reservations.some((r) => r.totalPrice !== undefined)) return reservations;
  const references = new Set(reservations.map((r) => r.reservationNumber));
  if (references.size !== 1 || [...references][0] === undefined) return reservations;
  const total = bookingTotal(lines);
  if (!total) return reservations;
  return reservations.map((r) => ({ ...r, totalPrice: total.price, priceCurrency: total.priceCurrency }));
}
