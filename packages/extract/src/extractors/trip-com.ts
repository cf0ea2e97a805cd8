import { CLOCK, parseNamedDate } from './lib/dates.js';
import { airportRef, flightDesignator, labelled } from './lib/fields.js';
import { flightBlocksReader } from './lib/flight-blocks.js';
import { legTimes } from './lib/rows.js';
import { capture } from './lib/text.js';
import type { ProviderExtractor } from './types.js';

// "08:50 Singapore Changi Airport (SIN) T2"
const STOP = new RegExp(String.raw`^(${CLOCK})\s+(.+?\([A-Z]{3}\))(?:\s+T(\w+))?\s*$`, 'gm');

const extract = flightBlocksReader({
  // The airline's record is what the airline and later mails know; the Trip.com number is the fallback.
  reservationNumber: (text) =>
    labelled(text, 'Airline booking reference \\(PNR\\)|PNR') ?? labelled(text, 'Booking No\\.'),
  underName: 'Passenger',
  familyNameFirst: true,
  total: 'Total',
  // "Singapore → Bangkok | Sat, Apr 18, 2026", the flight line, then departure and arrival lines.
  flightStart: /^.+ → .+\|\s*\S/,
  flight: (block, input) => {
    const [head = '', service = ''] = block.split('\n');
    const day = parseNamedDate(head.split('|')[1] ?? '', input.date);
    const [dep, arr] = [...block.matchAll(STOP)];
    if (!dep || !arr) return undefined;
    const [departureTime, arrivalTime] = legTimes(day, dep[1], arr[1]);
    return {
      ...flightDesignator(service),
      airlineName: capture(service, /\((.+)\)/),
      departureAirport: airportRef(dep[2]),
      arrivalAirport: airportRef(arr[2]),
      departureTerminal: dep[3],
      arrivalTerminal: arr[3],
      departureTime,
      arrivalTime,
    };
  },
});

/** Trip.com flight booking confirmations. */
export const tripCom: ProviderExtractor = {
  id: 'trip-com',
  provider: 'Trip.com',
  classification: 'ota',
  filters: [{ senderDomains: ['trip.com', 'ctrip.com'] }],
  extract,
};
