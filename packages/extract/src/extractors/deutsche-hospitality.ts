import { clockAfter, labelledStayReader } from './lib/labelled-stay.js';
import type { ProviderExtractor } from './types.js';

// Steigenberger, IntercityHotel, MAXX, Jaz and Zleep send the group's confirmation: "Mo, 07.12.2026 ab 15:00 Uhr".
const extract = labelledStayReader({
  reservationNumber: 'Reservierungsnummer|Reservation number',
  numberPattern: /^\d{7,10}$/,
  hotel: 'Hotel',
  arrival: 'Anreise|Arrival',
  departure: 'Abreise|Departure',
  underName: 'Gastname|Guest name',
  total: 'Gesamtpreis|Total price',
  address: 'Adresse|Address',
  telephone: 'Telefon|Phone',
  checkinClock: clockAfter('ab|from'),
  checkoutClock: clockAfter('bis|until'),
});

/** Deutsche Hospitality (Steigenberger, IntercityHotel, MAXX, Jaz in the City) reservation confirmations. */
export const deutscheHospitality: ProviderExtractor = {
  id: 'deutsche-hospitality',
  provider: 'Deutsche Hospitality',
  classification: 'direct',
  filters: [{ senderDomains: ['deutschehospitality.com', 'steigenberger.com', 'intercityhotel.com'] }],
  extract,
};
