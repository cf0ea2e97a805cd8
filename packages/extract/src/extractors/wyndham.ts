import type { Reservation } from '../schema/reservation.js';
import { addressFromLine, labelled } from './lib/fields.js';
import { hotelBlockAfter, stayTime } from './lib/hotel.js';
import { parsePrice } from './lib/price.js';
import { lodgingReservation } from './lib/reservations.js';
import { isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const hotel = hotelBlockAfter(text, /^\s*Confirmation Number:/i);
  if (!hotel.name) return [];
  return [
    lodgingReservation({
      reservationNumber: labelled(text, 'Confirmation Number'),
      underName: labelled(text, 'Guest Name'),
      status: isCancellation(text, input.subject) ? 'cancelled' : 'confirmed',
      price: parsePrice(labelled(text, 'Estimated Total|Total') ?? ''),
      hotelName: hotel.name,
      address: addressFromLine(hotel.address),
      telephone: hotel.telephone,
      checkinTime: stayTime(labelled(text, 'Check-In'), undefined, input.date, true),
      checkoutTime: stayTime(labelled(text, 'Check-Out'), undefined, input.date, true),
      numberOfRooms: Number(labelled(text, 'Rooms')) || undefined,
    }),
  ];
}

/** Wyndham Hotels & Resorts (La Quinta, Ramada, Days Inn…) reservation confirmations. */
export const wyndham: ProviderExtractor = {
  id: 'wyndham',
  provider: 'Wyndham Hotels & Resorts',
  classification: 'direct',
  filters: [{ senderDomains: ['wyndhamhotels.com', 'wyndham.com'] }],
  extract,
};
