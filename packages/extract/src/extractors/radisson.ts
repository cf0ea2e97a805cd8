import type { Reservation } from '../schema/reservation.js';
import { addressFromLine, labelled } from './lib/fields.js';
import { hotelBlockAfter, stayTime } from './lib/hotel.js';
import { parsePrice } from './lib/price.js';
import { lodgingReservation } from './lib/reservations.js';
import { capture, isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const hotel = hotelBlockAfter(text, /^\s*Confirmation number:/i);
  if (!hotel.name) return [];
  return [
    lodgingReservation({
      reservationNumber: labelled(text, 'Confirmation number'),
      underName: labelled(text, 'Guest'),
      status: isCancellation(text, input.subject) ? 'cancelled' : 'confirmed',
      price: parsePrice(labelled(text, 'Total price') ?? ''),
      hotelName: hotel.name,
      address: addressFromLine(hotel.address),
      telephone: hotel.telephone,
      // "Check-in from 15:00, check-out until 12:00" applies to the arrival and departure days.
      checkinTime: stayTime(labelled(text, 'Arrival'), capture(text, /Check-in from (\d{1,2}:\d{2})/i), input.date),
      checkoutTime: stayTime(
        labelled(text, 'Departure'),
        capture(text, /check-out until (\d{1,2}:\d{2})/i),
        input.date,
      ),
    }),
  ];
}

/** Radisson Hotels (Radisson Blu, Radisson RED, Park Inn…) reservation confirmations. */
export const radisson: ProviderExtractor = {
  id: 'radisson',
  provider: 'Radisson Hotels',
  classification: 'direct',
  filters: [{ senderDomains: ['radissonhotels.com', 'radisson.com'] }],
  extract,
};
