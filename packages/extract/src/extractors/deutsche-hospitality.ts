import { GERMAN_STAY_LABELS, labelledStayReader } from './lib/labelled-stay.js';
import type { ProviderExtractor } from './types.js';

// Steigenberger, IntercityHotel, MAXX, Jaz and Zleep send the group's confirmation: "Mo, 07.12.2026 ab 15:00 Uhr".
const extract = labelledStayReader({
  ...GERMAN_STAY_LABELS,
  reservationNumber: 'Reservierungsnummer|Reservation number',
  numberPattern: /^\d{7,10}$/,
  hotel: 'Hotel',
  underName: 'Gastname|Guest name',
  total: 'Gesamtpreis|Total price',
});

/** Deutsche Hospitality (Steigenberger, IntercityHotel, MAXX, Jaz in the City) reservation confirmations. */
export const deutscheHospitality: ProviderExtractor = {
  id: 'deutsche-hospitality',
  provider: 'Deutsche Hospitality',
  classification: 'direct',
  filters: [{ senderDomains: ['deutschehospitality.com', 'steigenberger.com', 'intercityhotel.com'] }],
  extract,
};
