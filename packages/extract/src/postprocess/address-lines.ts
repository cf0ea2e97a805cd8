import { addressFromLine } from '../extractors/lib/fields.js';
import type { JsonLdValue, Reservation } from '../schema/reservation.js';
import { isObject } from './json-ld.js';

/** A place whose address is one line of text ("821 Stewart Ave Garden City, NY 11530") gets it as a PostalAddress. */
export function readAddressLine(place: JsonLdValue | undefined): void {
  if (!isObject(place) || typeof place.address !== 'string' || !place.address.trim()) return;
  place.address = { '@type': 'PostalAddress', ...addressFromLine(place.address.trim()) };
}

/**
 * An address written as one line where schema.org allows text (markup does): the hotel's or restaurant's, an event's
 * venue's, a rental car's pick-up and drop-off places. Read into its parts so the town is known.
 */
export function readOneLineAddresses(r: Reservation): void {
  const target = r.reservationFor;
  readAddressLine(target);
  if (isObject(target)) readAddressLine(target.location);
  readAddressLine(r.pickupLocation);
  readAddressLine(r.dropoffLocation);
}
