import type { ExtractorInput } from '../types.js';
import { labelled } from './fields.js';
import { type Price, parsePrice } from './price.js';
import type { BookingStatus } from './reservations.js';
import { isCancellation } from './text.js';

/** How one field is read: a `labelled` label pattern, or a reader of its own for fields printed otherwise. */
export type FieldReader = string | ((text: string) => string | undefined);

/** Reads one field of a text; a missing reader reads nothing. */
export function readField(text: string, reader: FieldReader | undefined): string | undefined {
  if (reader === undefined) return undefined;
  return typeof reader === 'string' ? labelled(text, reader) : reader(text);
}

/** Where a confirmation prints the facts of the whole booking. */
export interface BookingHeaderFields {
  reservationNumber?: FieldReader | undefined;
  underName?: FieldReader | undefined;
  total?: FieldReader | undefined;
}

/** The facts every reservation of one booking shares. */
export interface BookingHeader {
  reservationNumber: string | undefined;
  underName: string | undefined;
  price: Price | undefined;
  status: BookingStatus;
}

/** Booking number, traveller, total price and whether the mail confirms or cancels. */
export function bookingHeader(input: ExtractorInput, fields: BookingHeaderFields): BookingHeader {
  const { text } = input;
  return {
    reservationNumber: readField(text, fields.reservationNumber),
    underName: readField(text, fields.underName),
    price: parsePrice(readField(text, fields.total) ?? ''),
    status: isCancellation(text, input.subject) ? 'cancelled' : 'confirmed',
  };
}
