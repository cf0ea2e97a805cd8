import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { parseDateTime } from './lib/dates.js';
import { addressFromLine } from './lib/fields.js';
import { hotelBlockAfter } from './lib/hotel.js';
import { foodEstablishmentReservation } from './lib/reservations.js';
import { capture } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber = capture(text, /Confirmation\s*#\s*:?\s*(\d+)/i);
  // "Your reservation is confirmed" (or cancelled), then restaurant, day and time, party size.
  const head = hotelBlockAfter(text, /^\s*Your reservation (?:is|has been) (?:confirmed|cancell?ed)/i);
  const contact = hotelBlockAfter(text, /Confirmation\s*#/i);
  if (!reservationNumber || !head.name) return [];
  const phone = /^\(?\+?\d[\d ()-]{6,}\d$/.test(contact.address ?? '') ? contact.address : contact.telephone;
  return [
    foodEstablishmentReservation({
      ...bookingHeader(input, { underName: /^(.+)\n\s*Confirmation\s*#/m }),
      reservationNumber,
      restaurantName: head.name,
      startTime: parseDateTime(head.address ?? '', input.date, true),
      partySize: Number(capture(text, /Party of (\d+)/i)) || undefined,
      address: addressFromLine(contact.name),
      telephone: phone,
    }),
  ];
}

/** OpenTable restaurant reservation confirmations and cancellations. */
export const opentable: ProviderExtractor = {
  id: 'opentable',
  provider: 'OpenTable',
  classification: 'ota',
  filters: [{ senderDomains: ['opentable.com', 'opentable.co.uk', 'opentable.de'] }],
  extract,
};
