import { labelled } from './lib/fields.js';
import { routeLegFlightsReader } from './lib/route-leg-flights.js';
import type { ProviderExtractor } from './types.js';

const extract = routeLegFlightsReader({
  // ANA's reservation numbers are four digits or six characters.
  reservationNumber: (text) => {
    const number = labelled(text, 'Reservation number');
    return number && /^(?:\d{4}|[A-Z0-9]{6})$/.test(number) ? number : undefined;
  },
  underName: 'Passenger',
  familyNameFirst: true,
  total: 'Fare total|Total',
  airline: 'NH',
  departure: 'Departure',
  arrival: 'Arrival',
  airlineName: 'All Nippon Airways',
});

/** ANA (All Nippon Airways) reservation confirmations in English. */
export const ana: ProviderExtractor = {
  id: 'ana',
  provider: 'ANA',
  classification: 'direct',
  filters: [{ senderDomains: ['ana.co.jp'] }],
  extract,
};
