import type { Reservation } from '../schema/reservation.js';
import { addressFromLine, labelled } from './lib/fields.js';
import { hotelBlockAfter, stayTime } from './lib/hotel.js';
import { parsePrice } from './lib/price.js';
import { lodgingReservation } from './lib/reservations.js';
import { isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const hotel = hotelBlockAfter(text, /^\s*Confirmation number:/i);
  if (!hotel.name) return [];
  return [
    lodgingReservation({
      // The confirmation number stays the booking's key; a cancellation number is issued beside it.
      reservationNumber: labelled(text, 'Confirmation number'),
      underName: labelled(text, 'Guest name'),
      status: isCancellation(text, input.subject) ? 'cancelled' : 'confirmed',
      price: parsePrice(labelled(text, 'Total charges') ?? ''),
      hotelName: hotel.name,
      address: addressFromLine(hotel.address),
      telephone: hotel.telephone,
      checkinTime: stayTime(labelled(text, 'Check[ -]in'), undefined, input.date),
      checkoutTime: stayTime(labelled(text, 'Check[ -]out'), undefined, input.date),
      numberOfRooms: Number(labelled(text, 'Rooms')) || undefined,
    }),
  ];
}

/** IHG Hotels & Resorts (Holiday Inn, InterContinental, Crowne Plaza…) confirmations and cancellations. */
export const ihg: ProviderExtractor = {
  id: 'ihg',
  provider: 'IHG Hotels & Resorts',
  classification: 'direct',
  filters: [{ senderDomains: ['ihg.com'] }],
  extract,
};
