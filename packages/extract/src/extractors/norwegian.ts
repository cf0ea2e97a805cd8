import { CLOCK, parseNumericDate } from './lib/dates.js';
import { airportRef, flightDesignator, labelled } from './lib/fields.js';
import { flightBlocksReader } from './lib/flight-blocks.js';
import { legOnDay } from './lib/rows.js';
import type { ProviderExtractor } from './types.js';

// "08:00 Oslo-Gardermoen (OSL)"
const STOP = new RegExp(String.raw`^(${CLOCK})\s+(.+\([A-Z]{3}\))`);

const extract = flightBlocksReader({
  reservationNumber: 'Booking reference|Bestillingsreferanse',
  underName: 'Passenger|Passasjer',
  total: 'Total|Totalt',
  airlineName: 'Norwegian',
  flightStart: /^(?:Flight|Fly) D[YI8]\s?\d+/,
  flight: (block) => {
    const day = parseNumericDate(labelled(block, 'Date|Dato') ?? '');
    const dep = STOP.exec(labelled(block, 'Departure|Avgang') ?? '');
    const arr = STOP.exec(labelled(block, 'Arrival|Ankomst') ?? '');
    if (!dep || !arr) return undefined;
    return {
      ...flightDesignator(block.split('\n')[0]?.replace(/^\S+\s/, '')),
      ...legOnDay(day, [dep[1], airportRef(dep[2])], [arr[1], airportRef(arr[2])]),
    };
  },
});

/** Norwegian travel receipts (English and Norwegian). */
export const norwegian: ProviderExtractor = {
  id: 'norwegian',
  provider: 'Norwegian',
  classification: 'direct',
  filters: [{ senderDomains: ['norwegian.com', 'norwegian.no'] }],
  extract,
};
