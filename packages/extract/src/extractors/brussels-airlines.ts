import { matchGroup } from './lib/booking-header.js';
import { flightRowsReader } from './lib/flight-rows.js';
import type { ProviderExtractor } from './types.js';

// "Mrs Sophie Peeters Ticket 082-2413344556"
const PASSENGER = /^(.+?)\s+Ticket:?\s+(\d{3}-?\d{10})\s*$/m;

const extract = flightRowsReader({
  reservationNumber: /Booking code:?\s+([A-Z0-9]{6})\b/i,
  underName: matchGroup(PASSENGER, 1),
  total: 'Total price',
  ticketNumber: matchGroup(PASSENGER, 2),
  // A row of the flight table: "02/11/2026 SN 3585 Brussels (BRU) Lisbon (LIS) 06:55 08:45".
  row: /^(?<day>\d{2}\/\d{2}\/\d{4})\s+(?<flight>SN\s?\d{1,4})\s+(?<route>.+?\([A-Z]{3}\).+?\([A-Z]{3}\))\s+(?<departs>\d{1,2}:\d{2})\s+(?<arrives>\d{1,2}:\d{2})\b/gm,
  numericDays: true,
  airlineName: 'Brussels Airlines',
});

/** Brussels Airlines booking confirmations (HTML flight table). */
export const brusselsAirlines: ProviderExtractor = {
  id: 'brussels-airlines',
  provider: 'Brussels Airlines',
  classification: 'direct',
  filters: [{ senderDomains: ['brusselsairlines.com'] }],
  extract,
};
