import { parseDateTime } from './lib/dates.js';
import { airportRef, labelled } from './lib/fields.js';
import { flightBlocksReader } from './lib/flight-blocks.js';
import { capture } from './lib/text.js';
import type { ProviderExtractor } from './types.js';

// "Seattle (SEA) Sat, Jun 27 7:00 AM": the airport, then its day and time; a day in digits is month first.
function stop(value: string | undefined, reference?: Date) {
  const m = /^(.+?\([A-Z]{3}\))\s*(.*)$/.exec(value ?? '');
  return m ? { airport: airportRef(m[1]), time: parseDateTime(m[2] ?? '', reference, true) } : undefined;
}

const extract = flightBlocksReader({
  reservationNumber: 'Confirmation code',
  underName: 'Traveler',
  total: 'Total',
  airlineName: 'Alaska Airlines',
  flightStart: /^Flight: Alaska Airlines \d+/,
  flight: (block, input) => {
    const dep = stop(labelled(block, 'Departs'), input.date);
    const arr = stop(labelled(block, 'Arrives'), input.date);
    if (!dep || !arr) return undefined;
    return {
      airlineIata: 'AS',
      flightNumber: capture(block, /^Flight: Alaska Airlines (\d+)/),
      departureAirport: dep.airport,
      arrivalAirport: arr.airport,
      departureTime: dep.time,
      arrivalTime: arr.time,
      seat: capture(block, /^Seat:\s*(\w+)/m),
    };
  },
});

/** Alaska Airlines confirmation receipts. */
export const alaskaAirlines: ProviderExtractor = {
  id: 'alaska-airlines',
  provider: 'Alaska Airlines',
  classification: 'direct',
  filters: [{ senderDomains: ['alaskaair.com'] }],
  extract,
};
