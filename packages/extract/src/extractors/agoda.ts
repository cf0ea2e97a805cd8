import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { addressFromLine, labelled } from './lib/fields.js';
import { stayTime } from './lib/hotel.js';
import { lodgingReservation } from './lib/reservations.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const hotelName = labelled(text, 'Property|Hotel');
  const reservationNumber = labelled(text, 'Booking ID');
  if (!hotelName || !reservationNumber) return [];
  return [
    lodgingReservation({
      ...bookingHeader(input, { underName: 'Lead guest|Guest name', total: 'Total charge|Total' }),
      reservationNumber,
      hotelName,
      address: addressFromLine(labelled(text, 'Address')),
      telephone: labelled(text, 'Phone'),
      checkinTime: stayTime(labelled(text, 'Check-in'), undefined, input.date),
      checkoutTime: stayTime(labelled(text, 'Check-out'), undefined, input.date),
      brokerName: 'Agoda',
    }),
  ];
}

/** Agoda booking confirmations. */
export const agoda: ProviderExtractor = {
  id: 'agoda',
  provider: 'Agoda',
  classification: 'ota',
  filters: [{ senderDomains: ['agoda.com', 'agoda-emails.com'] }],
  extract,
};
