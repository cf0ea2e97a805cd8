import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { addressFromLine, labelled } from './lib/fields.js';
import { hotelBlockAfter, stayTime } from './lib/hotel.js';
import { lodgingReservation } from './lib/reservations.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber = labelled(text, 'Reservation ID');
  // The listing's title follows the headline.
  const listing = hotelBlockAfter(text, /^\s*Your booking (?:is|has been) (?:confirmed|cancell?ed)/i).name;
  if (!reservationNumber || !listing) return [];
  return [
    lodgingReservation({
      ...bookingHeader(input, { underName: 'Traveler', total: 'Total' }),
      reservationNumber,
      hotelName: listing,
      address: addressFromLine(labelled(text, 'Address')),
      checkinTime: stayTime(labelled(text, 'Check-in'), undefined, input.date),
      checkoutTime: stayTime(labelled(text, 'Checkout|Check-out'), undefined, input.date),
      brokerName: 'Vrbo',
    }),
  ];
}

/** Vrbo holiday-rental booking confirmations. */
export const vrbo: ProviderExtractor = {
  id: 'vrbo',
  provider: 'Vrbo',
  classification: 'ota',
  filters: [{ senderDomains: ['vrbo.com', 'homeaway.com'] }],
  extract,
};
