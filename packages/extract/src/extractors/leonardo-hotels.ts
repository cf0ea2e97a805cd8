import { CLOCK } from './lib/dates.js';
import { labelled } from './lib/fields.js';
import { labelledStayReader } from './lib/labelled-stay.js';
import { capture } from './lib/text.js';
import type { ProviderExtractor } from './types.js';

// "from 15:00 / until 12:00"
const times = (text: string) => labelled(text, 'Check-in / check-out|Check-in / Check-out') ?? '';

const extract = labelledStayReader({
  reservationNumber: 'Confirmation number|Reservierungsnummer',
  numberPattern: /^\d{5,12}$/,
  hotel: 'Hotel',
  arrival: 'Arrival|Anreise',
  departure: 'Departure|Abreise',
  underName: 'Guest name|Gast',
  total: 'Total amount|Gesamtbetrag',
  address: 'Address|Adresse',
  telephone: 'Phone|Telefon',
  checkinClock: (text) => capture(times(text), new RegExp(String.raw`(?:from|ab)\s+(${CLOCK})`, 'i')),
  checkoutClock: (text) => capture(times(text), new RegExp(String.raw`(?:until|bis)\s+(${CLOCK})`, 'i')),
});

/** Leonardo Hotels reservation confirmations. */
export const leonardoHotels: ProviderExtractor = {
  id: 'leonardo-hotels',
  provider: 'Leonardo Hotels',
  classification: 'direct',
  filters: [{ senderDomains: ['leonardo-hotels.com', 'leonardo-hotels.de'] }],
  extract,
};
