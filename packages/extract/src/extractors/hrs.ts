import { hotelConfirmationReader } from './lib/hotel-confirmation.js';
import type { ProviderExtractor } from './types.js';

/** HRS (hotel booking portal) booking confirmations, German and English. */
export const hrs: ProviderExtractor = {
  id: 'hrs',
  provider: 'HRS',
  classification: 'ota',
  filters: [{ senderDomains: ['hrs.com', 'hrs.de'] }],
  extract: hotelConfirmationReader({
    // The hotel's name, address and phone follow "Ihr Hotel" / "Your hotel".
    hotelAfter: /^\s*(?:Ihr Hotel|Your hotel)\s*$/i,
    numberRequired: true,
    reservationNumber: 'HRS-Buchungsnummer|HRS booking number',
    underName: 'Gast|Guest',
    total: 'Gesamtpreis|Total price',
    checkinDay: 'Anreise|Arrival',
    checkoutDay: 'Abreise|Departure',
    brokerName: 'HRS',
  }),
};
