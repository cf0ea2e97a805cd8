import { flightRowsReader } from './lib/flight-rows.js';
import type { ProviderExtractor } from './types.js';

const extract = flightRowsReader({
  reservationNumber: /Booking reference:?\s+([A-Z0-9]{6})\b/i,
  underName: 'Passenger',
  total: /^Total:?\s+(.+)$/m,
  familyNameFirst: true,
  // A row of the flight table: "18NOV JL 44 Tokyo Haneda (HND) London Heathrow (LHR) 10:50 16:15"; no year is printed.
  row: /^(?<day>\d{1,2}[A-Z]{3}(?:\d{2})?)\s+(?<flight>JL\s?\d{1,4})\s+(?<route>.+?\([A-Z]{3}\).+?\([A-Z]{3}\))\s+(?<departs>\d{1,2}:\d{2})\s+(?<arrives>\d{1,2}:\d{2})\b/gm,
  airlineName: 'Japan Airlines',
});

/** JAL (Japan Airlines) reservation confirmations in English. */
export const jal: ProviderExtractor = {
  id: 'jal',
  provider: 'Japan Airlines',
  classification: 'direct',
  filters: [{ senderDomains: ['jal.com', 'jal.co.jp'] }],
  extract,
};
