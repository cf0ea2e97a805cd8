import { labelled } from './lib/fields.js';
import { hotelConfirmationReader } from './lib/hotel-confirmation.js';
import type { ProviderExtractor } from './types.js';

/** Booking.com stay confirmations and cancellations. */
export const bookingCom: ProviderExtractor = {
  id: 'booking-com',
  provider: 'Booking.com',
  classification: 'ota',
  filters: [{ senderDomains: ['booking.com', 'mailer.booking.com'] }],
  extract: hotelConfirmationReader({
    hotelAfter: /^\s*(?:Booking details|Reservation details)\s*$/i,
    // Where the details print no block: the heading names the hotel, the location cell its address.
    hotelName: /^Thanks! Your booking is confirmed at (.+)$/m,
    hotelAddress: (text) => labelled(text, 'Location')?.replace(/\s+(?:Phone|Telephone)\b.*$/i, ''),
    // "Confirmation number: 8888888888 PIN code: 0000": the PIN may share the number's line.
    reservationNumber: (text) => labelled(text, 'Confirmation number|Booking number')?.replace(/\s+PIN\b.*$/i, ''),
    numberRequired: true,
    underName: 'Guest name',
    total: 'Price|Total price',
    checkinDay: 'Check-in',
    checkoutDay: 'Check-out',
    brokerName: 'Booking.com',
  }),
};
