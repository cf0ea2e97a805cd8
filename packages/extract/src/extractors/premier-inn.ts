import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { addressFromLine, labelled } from './lib/fields.js';
import { stayTime } from './lib/hotel.js';
import { lodgingReservation } from './lib/reservations.js';
import { capture } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const hotel = labelled(text, 'Hotel');
  const reservationNumber = labelled(text, 'Booking reference');
  if (!hotel || !reservationNumber) return [];
  const arrive = labelled(text, 'Arrive') ?? '';
  const leave = labelled(text, 'Leave') ?? '';
  return [
    lodgingReservation({
      ...bookingHeader(input, { underName: 'Lead guest', total: 'Total cost' }),
      reservationNumber,
      // The mail names the hotel by its location only ("Edinburgh City Centre (Princes Street)").
      hotelName: /^Premier Inn\b/i.test(hotel) ? hotel : `Premier Inn ${hotel}`,
      address: addressFromLine(labelled(text, 'Address')),
      telephone: labelled(text, 'Phone'),
      checkinTime: stayTime(arrive.replace(/\(.*\)/, ''), capture(arrive, /from\s+([^)]+)/), input.date),
      checkoutTime: stayTime(leave.replace(/\(.*\)/, ''), capture(leave, /by\s+([^)]+)/), input.date),
      numberOfRooms: Number(labelled(text, 'Rooms')) || undefined,
    }),
  ];
}

/** Premier Inn booking confirmations. */
export const premierInn: ProviderExtractor = {
  id: 'premier-inn',
  provider: 'Premier Inn',
  classification: 'direct',
  filters: [{ senderDomains: ['premierinn.com'] }],
  extract,
};
