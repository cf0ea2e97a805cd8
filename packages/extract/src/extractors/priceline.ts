import type { Reservation } from '../schema/reservation.js';
import { addressFromLine, labelled } from './lib/fields.js';
import { hotelBlockAfter, stayTime } from './lib/hotel.js';
import { parsePrice } from './lib/price.js';
import { lodgingReservation } from './lib/reservations.js';
import { isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const hotel = hotelBlockAfter(text, /^\s*Hotel Confirmation Number:/i);
  if (!hotel.name) return [];
  return [
    lodgingReservation({
      // The hotel's own number matches what the hotel mails; Priceline's trip number is the fallback.
      reservationNumber: labelled(text, 'Hotel Confirmation Number') ?? labelled(text, 'Priceline Trip Number'),
      underName: labelled(text, 'Reservation Name'),
      status: isCancellation(text, input.subject) ? 'cancelled' : 'confirmed',
      price: parsePrice(labelled(text, 'Total Charged|Total') ?? ''),
      hotelName: hotel.name,
      address: addressFromLine(hotel.address),
      telephone: hotel.telephone,
      checkinTime: stayTime(labelled(text, 'Check-in'), undefined, input.date),
      checkoutTime: stayTime(labelled(text, 'Check-out'), undefined, input.date),
      brokerName: 'Priceline',
    }),
  ];
}

/** Priceline hotel itineraries. */
export const priceline: ProviderExtractor = {
  id: 'priceline',
  provider: 'Priceline',
  classification: 'ota',
  filters: [{ senderDomains: ['priceline.com'] }],
  extract,
};
