import type { Reservation } from '../schema/reservation.js';
import { addressFromLine, labelled } from './lib/fields.js';
import { hotelBlockAfter, stayTime } from './lib/hotel.js';
import { parsePrice } from './lib/price.js';
import { lodgingReservation } from './lib/reservations.js';
import { isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const hotel = hotelBlockAfter(text, /^\s*(?:Booking details|Reservation details)\s*$/i);
  const reservationNumber = labelled(text, 'Confirmation number|Booking number');
  if (!hotel.name || !reservationNumber) return [];
  return [
    lodgingReservation({
      reservationNumber,
      underName: labelled(text, 'Guest name'),
      status: isCancellation(text, input.subject) ? 'cancelled' : 'confirmed',
      price: parsePrice(labelled(text, 'Price|Total price') ?? ''),
      hotelName: hotel.name,
      address: addressFromLine(hotel.address),
      telephone: hotel.telephone,
      checkinTime: stayTime(labelled(text, 'Check-in'), undefined, input.date),
      checkoutTime: stayTime(labelled(text, 'Check-out'), undefined, input.date),
      brokerName: 'Booking.com',
    }),
  ];
}

/** Booking.com stay confirmations and cancellations. */
export const bookingCom: ProviderExtractor = {
  id: 'booking-com',
  provider: 'Booking.com',
  classification: 'ota',
  filters: [{ senderDomains: ['booking.com', 'mailer.booking.com'] }],
  extract,
};
