import { CLOCK } from './lib/dates.js';
import { flightRowsReader } from './lib/flight-rows.js';
import type { ProviderExtractor } from './types.js';

const extract = flightRowsReader({
  reservationNumber: /Booking reference:?\s+([A-Z0-9]{6})\b/i,
  underName: 'Passenger',
  total: 'Total fare|Total',
  ticketNumber: 'E-ticket number',
  familyNameFirst: true,
  // A row of the flight table: "CX 251 27 Oct 2026 Hong Kong (HKG) 00:05 London Heathrow (LHR) 06:25 Economy".
  row: new RegExp(
    String.raw`^(?<flight>(?:CX|KA)\s?\d{1,4})\s+(?<day>\d{1,2} [A-Za-z]{3,9} \d{4})\s+(?<from>.+?\([A-Z]{3}\))\s+(?<departs>${CLOCK})\s+(?<to>.+?\([A-Z]{3}\))\s+(?<arrives>${CLOCK})(?![\d:])`,
    'gm',
  ),
  airlineName: 'Cathay Pacific',
});

/** Cathay Pacific booking confirmations (HTML flight table). */
export const cathayPacific: ProviderExtractor = {
  id: 'cathay-pacific',
  provider: 'Cathay Pacific',
  classification: 'direct',
  filters: [{ senderDomains: ['cathaypacific.com'] }],
  extract,
};
