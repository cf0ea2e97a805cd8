import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { addressFromLine, labelled, labelledLines } from './lib/fields.js';
import { hotelBlockAfter, stayTime } from './lib/hotel.js';
import { lodgingReservation } from './lib/reservations.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber = labelled(text, 'Confirmation code');
  // The listing's title follows the trip headline ("You're going to Lisbon!").
  const listing = hotelBlockAfter(text, /^\s*You['’]re going to /i);
  if (!reservationNumber || !listing.name) return [];
  const [checkinDay, checkinTime] = labelledLines(text, 'Check-in', 2);
  const [checkoutDay, checkoutTime] = labelledLines(text, 'Checkout|Check-out', 2);
  return [
    lodgingReservation({
      ...bookingHeader(input, { total: 'Total(?: \\([A-Z]{3}\\))?' }),
      reservationNumber,
      hotelName: listing.name,
      address: addressFromLine(labelled(text, 'Address')),
      checkinTime: stayTime(checkinDay, checkinTime, input.date),
      checkoutTime: stayTime(checkoutDay, checkoutTime, input.date),
      brokerName: 'Airbnb',
    }),
  ];
}

/** Airbnb reservation confirmations (guest side). */
export const airbnb: ProviderExtractor = {
  id: 'airbnb',
  provider: 'Airbnb',
  classification: 'ota',
  filters: [{ senderDomains: ['airbnb.com'] }],
  extract,
};
