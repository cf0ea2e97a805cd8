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
      underName: labelled(text, 'Guest Name'),
      status: isCancellation(text, input.subject) ? 'cancelled' : 'confirmed',
      price: parsePrice(labelled(text, 'Total Cost of Stay') ?? ''),
      hotelName: hotel.name,
      address: addressFromLine(hotel.address),
      telephone: hotel.telephone,
      checkinTime: stayTime(labelled(text, 'Arrival Date'), labelled(text, 'Check-in Time'), input.date),
      checkoutTime: stayTime(labelled(text, 'Departure Date'), labelled(text, 'Check-out Time'), input.date),
      numberOfRooms: Number(labelled(text, 'Number of Rooms')) || undefined,
    }),
  ];
}

/** Hyatt (World of Hyatt brands) reservation confirmations and cancellations. */
export const hyatt: ProviderExtractor = {
  id: 'hyatt',
  provider: 'Hyatt',
  classification: 'direct',
  filters: [{ senderDomains: ['hyatt.com'] }],
  extract,
};
