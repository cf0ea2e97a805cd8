import type { Reservation } from '../schema/reservation.js';
import { addressFromLine, labelled } from './lib/fields.js';
import { hotelBlockAfter, stayTime } from './lib/hotel.js';
import { parsePrice } from './lib/price.js';
import { lodgingReservation } from './lib/reservations.js';
import { isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const hotel = hotelBlockAfter(text, /^\s*(?:Booking|Reservation) number:/i);
  if (!hotel.name) return [];
  return [
    lodgingReservation({
      reservationNumber: labelled(text, '(?:Booking|Reservation) number'),
      underName: labelled(text, 'Main guest|Guest'),
      status: isCancellation(text, input.subject) ? 'cancelled' : 'confirmed',
      price: parsePrice(labelled(text, 'Total amount') ?? ''),
      hotelName: hotel.name,
      address: addressFromLine(hotel.address),
      telephone: hotel.telephone,
      checkinTime: stayTime(labelled(text, 'Arrival date'), labelled(text, 'Check-in from'), input.date),
      checkoutTime: stayTime(labelled(text, 'Departure date'), labelled(text, 'Check-out until'), input.date),
      numberOfRooms: Number(labelled(text, 'Number of rooms')) || undefined,
    }),
  ];
}

/** Accor hotels (ALL - Accor Live Limitless: Novotel, ibis, Mercure, Sofitel…) booking confirmations. */
export const accor: ProviderExtractor = {
  id: 'accor',
  provider: 'Accor',
  classification: 'direct',
  filters: [{ senderDomains: ['accor.com', 'accor-mail.com', 'accorhotels.com'] }],
  extract,
};
