import type { Reservation } from '../schema/reservation.js';
import { addressFromLine, labelled } from './lib/fields.js';
import { hotelBlockAfter, stayTime } from './lib/hotel.js';
import { parsePrice } from './lib/price.js';
import { lodgingReservation } from './lib/reservations.js';
import { isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const hotel = hotelBlockAfter(text, /^\s*Confirmation(?: number)?:/i);
  if (!hotel.name) return [];
  return [
    lodgingReservation({
      reservationNumber: labelled(text, 'Confirmation(?: number)?'),
      underName: labelled(text, 'Guest(?: name)?'),
      status: isCancellation(text, input.subject) ? 'cancelled' : 'confirmed',
      price: parsePrice(labelled(text, 'Total for stay') ?? ''),
      hotelName: hotel.name,
      address: addressFromLine(hotel.address),
      telephone: hotel.telephone,
      checkinTime: stayTime(labelled(text, 'Arrival'), labelled(text, 'Check-in time'), input.date),
      checkoutTime: stayTime(labelled(text, 'Departure'), labelled(text, 'Check-out time'), input.date),
      numberOfRooms: Number(labelled(text, 'Rooms')) || undefined,
    }),
  ];
}

/** Hilton (Hilton Honors brands) reservation confirmations and cancellations. */
export const hilton: ProviderExtractor = {
  id: 'hilton',
  provider: 'Hilton',
  classification: 'direct',
  filters: [{ senderDomains: ['hilton.com', 'hiltonhonors.com'] }],
  extract,
};
