import type { ExtractorInput } from '../types.js';
import { labelled } from './fields.js';
import { type Price, parsePrice } from './price.js';
import type { BookingStatus } from './reservations.js';
import { capture, isCancellation } from './text.js';
import { namedTraveller } from './traveller-name.js';

/**
 * How one field is read: a `labelled` label pattern, a pattern whose first group is the field (trimmed), or a
 * reader of its own for fields printed otherwise.
 */
export type FieldReader = string | RegExp | ((text: string) => string | undefined);

/**
 * Reads one field of a text; a missing reader reads nothing. `others` are the labels printed beside a label
 * reader's (see `labelled`).
 */
export function readField(text: string, reader: FieldReader | undefined, others?: string): string | undefined {
  if (reader === undefined) return undefined;
  if (typeof reader === 'string') return labelled(text, reader, others);
  return reader instanceof RegExp ? capture(text, reader) : reader(text);
}

/**
 * The label readers among `readers` (a pattern or a reader of its own is no label) and `words`, as one pattern of
 * alternatives: the `others` an empty field's label takes no line of.
 */
export function labelAlternatives(readers: (FieldReader | undefined)[], ...words: string[]): string {
  return [...readers.filter((r): r is string => typeof r === 'string'), ...words].join('|');
}

/** Reads group `group` of a line that prints several fields, e.g. a passenger's name and ticket number. */
export function matchGroup(pattern: RegExp, group: number): (text: string) => string | undefined {
  return (text) => pattern.exec(text)?.[group];
}

/** Where a confirmation prints the facts of the whole booking. */
export interface BookingHeaderFields {
  reservationNumber?: FieldReader | undefined;
  underName?: FieldReader | undefined;
  total?: FieldReader | undefined;
  /** The ticket number, where the booking prints one for all its reservations. */
  ticketNumber?: FieldReader | undefined;
}

/** The facts every reservation of one booking shares. */
export interface BookingHeader {
  reservationNumber: string | undefined;
  underName: string | undefined;
  price: Price | undefined;
  status: BookingStatus;
  /** Only where the fields name a ticket number reader. */
  ticketNumber?: string | undefined;
}

/** Booking number, traveller, total price and whether the mail confirms or cancels. */
export function bookingHeader(input: ExtractorInput, fields: BookingHeaderFields): BookingHeader {
  const { text } = input;
  return {
    reservationNumber: readField(text, fields.reservationNumber),
    underName: readField(text, fields.underName),
    price: parsePrice(readField(text, fields.total) ?? ''),
    status: isCancellation(text, input.subject) ? 'cancelled' : 'confirmed',
    ...(fields.ticketNumber === undefined ? {} : { ticketNumber: readField(text, fields.ticketNumber) }),
  };
}

/** A flight booking's header: its traveller only where the label is followed by a name (see `namedTraveller`). */
export function flightBookingHeader(input: ExtractorInput, fields: BookingHeaderFields): BookingHeader {
  const header = bookingHeader(input, fields);
  return { ...header, underName: namedTraveller(header.underName) };
}
