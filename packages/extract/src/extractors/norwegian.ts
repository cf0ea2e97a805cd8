import { parseNumericDate } from './lib/dates.js';
import { airportRef, flightDesignator, labelled } from './lib/fields.js';
import { flightBlocksReader } from './lib/flight-blocks.js';
import { legTimes } from './lib/rows.js';
import type { ProviderExtractor } from './types.js';

// "08:00 Oslo-Gardermoen (OSL)"
const STOP = /^(\d{1,2}:\d{2})\s+(.+\([A-Z]{3}\))/;

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
    const [departureTime, arrivalTime] = legTimes(day, dep[1], arr[1]);
    return {
      ...flightDesignator(block.split('\n')[0]?.replace(/^\S+\s/, '')),
      departureAirport: airportRef(dep[2]),
      arrivalAirport: airportRef(arr[2]),
      departureTime,
      arrivalTime,
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
