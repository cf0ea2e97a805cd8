import { CLOCK, parseNumericDate } from './lib/dates.js';
import { airportRoute, flightDesignator } from './lib/fields.js';
import { flightBlocksReader } from './lib/flight-blocks.js';
import { legOnDay } from './lib/rows.js';
import type { ProviderExtractor } from './types.js';

const TIMES = new RegExp(String.raw`(${CLOCK})\s*-\s*(${CLOCK})`);

const extract = flightBlocksReader({
  reservationNumber: 'Reservation code|Booking reference(?: \\(PNR\\))?|PNR',
  underName: 'Passenger',
  total: 'Total amount',
  // "Flight TK1980 | Istanbul (IST) → London Heathrow (LHR)", then "21.02.2026 | 08:25 - 10:30".
  flightStart: /^Flight TK\s?\d+\s*\|/,
  flight: (block) => {
    const [head = '', when = ''] = block.split('\n');
    const route = airportRoute(head.replace(/^Flight \S+\s*\|\s*/, ''));
    const times = TIMES.exec(when);
    const day = parseNumericDate(when);
    if (!route || !times) return undefined;
    return {
      ...flightDesignator(head.replace(/^Flight /, '')),
      ...legOnDay(day, [times[1], route[0]], [times[2], route[1]]),
    };
  },
});

/** Turkish Airlines reservation information mails. */
export const turkishAirlines: ProviderExtractor = {
  id: 'turkish-airlines',
  provider: 'Turkish Airlines',
  classification: 'direct',
  filters: [{ senderDomains: ['thy.com', 'turkishairlines.com'] }],
  extract,
};
