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
    reservationNumber: 'Confirmation number|Booking number',
    numberRequired: true,
    underName: 'Guest name',
    total: 'Price|Total price',
    checkinDay: 'Check-in',
    checkoutDay: 'Check-out',
    brokerName: 'Booking.com',
  }),
};
