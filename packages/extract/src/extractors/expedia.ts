import type { Reservation } from '../schema/reservation.js';
import { addressFromLine, labelled } from './lib/fields.js';
import { hotelBlockAfter, stayTime } from './lib/hotel.js';
import { parsePrice } from './lib/price.js';
import { lodgingReservation } from './lib/reservations.js';
import { capture, isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const hotel = hotelBlockAfter(text, /^\s*Itinerary #/i);
  if (!hotel.name) return [];
  return [
    lodgingReservation({
      reservationNumber: labelled(text, 'Itinerary'),
      underName: capture(text, /^Reserved for:?\s+(.+)$/m),
      status: isCancellation(text, input.subject) ? 'cancelled' : 'confirmed',
      price: parsePrice(labelled(text, 'Total') ?? ''),
      hotelName: hotel.name,
      address: addressFromLine(hotel.address),
      telephone: hotel.telephone,
      checkinTime: stayTime(labelled(text, 'Check-in'), undefined, input.date),
      checkoutTime: stayTime(labelled(text, 'Check-out'), undefined, input.date),
      brokerName: 'Expedia',
    }),
  ];
}

/** Expedia hotel itineraries. */
export const expedia: ProviderExtractor = {
  id: 'expedia',
  provider: 'Expedia',
  classification: 'ota',
  filters: [{ senderDomains: ['expedia.com', 'expediamail.com'] }],
  extract,
};
