import { atTime, HALF_OF_DAY, parseDateOrDateTime, parseDateTime } from './dates.js';
import { addressFromLine, isOtherField } from './fields.js';
import type { Stay } from './reservations.js';

/** A hotel as chains print it beneath the booking number: name, one address line, perhaps a phone line. */
export interface HotelBlock {
  name?: string;
  address?: string;
  telephone?: string;
}

/** Words a stay's value never begins with: a line holding them is another field's. */
export const STAY_WORDS = 'Check-?in|Check-?out|Arrival|Departure';

const PHONE = /^(?:Tel(?:ephone)?\.?:?\s*|Phone:?\s*)?(\+?[\d][\d ()./-]{5,}\d)$/i;

/**
 * Reads the hotel block starting on the first non-empty line after the line matching `marker`. The block ends
 * at a line printing another field (see `isOtherField`) when `others`, the labels printed beside the block, are
 * given, so a mail printing no block there has no hotel, not a label for its name.
 */
export function hotelBlockAfter(text: string, marker: RegExp, others?: string): HotelBlock {
  const lines = text.split(/\r?\n/);
  const at = lines.findIndex((l) => marker.test(l));
  if (at < 0) return {};
  const block: string[] = [];
  for (const line of lines.slice(at + 1)) {
    if (!line.trim()) {
      if (block.length) break;
      continue;
    }
    if (others !== undefined && !PHONE.test(line.trim()) && isOtherField(line.trim(), others)) break;
    block.push(line.trim());
  }
  const [name, address, phone] = block;
  const telephone = PHONE.exec(phone ?? '')?.[1];
  return { name, address, ...(telephone ? { telephone } : {}) };
}

/**
 * The hotel block a brand line heads (`head` picks it): that line is the name, the two lines under it the
 * address and, when it looks like one, the phone number; undefined without such a line.
 */
export function hotelBlockHeadedBy(
  text: string,
  head: (line: string) => boolean,
): { name: string; address: string | undefined; telephone: string | undefined } | undefined {
  const lines = text.split('\n').map((l) => l.trim());
  const at = lines.findIndex(head);
  if (at < 0) return undefined;
  const [address, phone] = lines.slice(at + 1, at + 3);
  return {
    name: lines[at] ?? '',
    address,
    telephone: /^\+?[\d ()-]{6,}$/.test(phone ?? '') ? phone : undefined,
  };
}

/** A named hotel block as the fields of a stay: the name, the address line read as an address, the phone. */
export function hotelOfBlock(hotel: HotelBlock & { name: string }): Pick<Stay, 'hotelName' | 'address' | 'telephone'> {
  return { hotelName: hotel.name, address: addressFromLine(hotel.address), telephone: hotel.telephone };
}

/**
 * Check-in or check-out: a day with its time, or a day and a separately printed time, or a bare day.
 * `usDates` reads numeric days month first.
 */
export function stayTime(
  day: string | undefined,
  time?: string,
  reference?: Date,
  usDates = false,
): string | undefined {
  if (!day) return undefined;
  const withTime = parseDateTime(day, reference, usDates);
  if (withTime) return withTime;
  const date = parseDateOrDateTime(day, reference, usDates);
  return atTime(date, time) ?? date;
}

/** Two clock times printed as a span ("from 07:00 until 11:00", "06:00 - 12:00"); the second is the later. */
const SPAN_CLOCK = String.raw`\d{1,2}[:.]\d{2}(?![.:]\d)${HALF_OF_DAY}`;
const CLOCK_SPAN = new RegExp(
  String.raw`(?<![\d.:])(${SPAN_CLOCK})\s*(?:-|–|to|until|till|bis|à|a|hasta)\s*(${SPAN_CLOCK})`,
  'i',
);

/**
 * Check-out, read as `stayTime` reads it, except that a day printing a span of clock times ("Sunday, 15 June 2025
 * (from 07:00 until 11:00)") is left by its end, not its start.
 */
export function stayEndTime(
  day: string | undefined,
  time?: string,
  reference?: Date,
  usDates = false,
): string | undefined {
  const span = day ? CLOCK_SPAN.exec(day) : null;
  if (!day || !span?.[2]) return stayTime(day, time, reference, usDates);
  const date = parseDateOrDateTime(day.replace(span[0], ''), reference, usDates);
  return date && date.length === 10 ? atTime(date, span[2].replace('.', ':')) : undefined;
}
