import { parseNamedDate } from './lib/dates.js';
import { airportRoute, flightDesignator } from './lib/fields.js';
import { flightBlocksReader } from './lib/flight-blocks.js';
import { legOnDay } from './lib/rows.js';
import type { ProviderExtractor } from './types.js';

const extract = flightBlocksReader({
  reservationNumber: 'Booking Reference|Numéro de réservation',
  underName: 'Passenger|Passager',
  total: 'Total',
  // "Flight 1: Montréal (YUL) to Vancouver (YVR)", the day, then "AC 311  Departs 08:00  Arrives 10:41".
  flightStart: /^(?:Flight|Vol) \d+:/,
  flight: (block, input) => {
    const [head = '', dayLine = ''] = block.split('\n');
    const route = airportRoute(head.replace(/^\S+ \d+:\s*/, ''));
    const service = /^([A-Z0-9]{2}\s?\d{1,4})\s+Depart\w*\s+(\d{1,2}:\d{2})\s+Arriv\w*\s+(\d{1,2}:\d{2})/m.exec(block);
    const day = parseNamedDate(dayLine, input.date);
    if (!route || !service) return undefined;
    return {
      ...flightDesignator(service[1]),
      ...legOnDay(day, [service[2], route[0]], [service[3], route[1]]),
    };
  },
});

/** Air Canada booking confirmations. */
export const airCanada: ProviderExtractor = {
  id: 'air-canada',
  provider: 'Air Canada',
  classification: 'direct',
  filters: [{ senderDomains: ['aircanada.ca', 'aircanada.com'] }],
  extract,
};
