import type { Reservation } from '../schema/reservation.js';
import { addressFromLine, labelled } from './lib/fields.js';
import { hotelBlockAfter, stayTime } from './lib/hotel.js';
import { parsePrice } from './lib/price.js';
import { lodgingReservation } from './lib/reservations.js';
import { isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const hotel = hotelBlockAfter(text, /^\s*Confirmation\s*#/i);
  if (!hotel.name) return [];
  return [
    lodgingReservation({
      reservationNumber: labelled(text, 'Confirmation'),
      underName: labelled(text, 'Guest'),
      status: isCancellation(text, input.subject) ? 'cancelled' : 'confirmed',
      price: parsePrice(labelled(text, 'Total Stay|Total') ?? ''),
      hotelName: hotel.name,
      address: addressFromLine(hotel.address),
      telephone: hotel.telephone,
      checkinTime: stayTime(labelled(text, 'Check-In'), undefined, input.date, true),
      checkoutTime: stayTime(labelled(text, 'Check-Out'), undefined, input.date, true),
    }),
  ];
}

/** Choice Hotels (Comfort, Quality, Clarion…) reservation confirmations. */
export const choiceHotels: ProviderExtractor = {
  id: 'choice-hotels',
  provider: 'Choice Hotels',
  classification: 'direct',
  filters: [{ senderDomains: ['choicehotels.com'] }],
  extract,
};
