import { parseNumericDate } from './lib/dates.js';
import { flightDesignator } from './lib/fields.js';
import { routeRowFlightsReader, routeRowPattern } from './lib/flight-itinerary.js';
import type { ProviderExtractor } from './types.js';

const extract = routeRowFlightsReader({
  reservationNumber: 'Booking reference|Buchungsreferenz',
  underName: 'Passengers|Passagiere',
  total: 'Total price|Gesamtpreis',
  flightStart: /^LX\s?\d{1,4}\s/,
  // "Zurich (ZRH) 07:10 – Barcelona (BCN) 08:55"
  route: routeRowPattern('[–-]'),
  day: (block) => parseNumericDate(block.split('\n')[0] ?? ''),
  service: (block) => flightDesignator(block.split('\n')[0] ?? ''),
});

/** SWISS (Swiss International Air Lines) booking confirmations. */
export const swiss: ProviderExtractor = {
  id: 'swiss',
  provider: 'SWISS',
  classification: 'direct',
  filters: [{ senderDomains: ['swiss.com', 'notifications.swiss.com'] }],
  extract,
};
