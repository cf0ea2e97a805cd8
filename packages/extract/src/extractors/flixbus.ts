import { busBlocksReader } from './lib/bus-journeys.js';
import { CLOCK, parseNumericDate } from './lib/dates.js';
import { legTimes } from './lib/rows.js';
import { capture } from './lib/text.js';
import type { ProviderExtractor } from './types.js';

// "08:30  Berlin Central Bus Station (ZOB)"
const STOP = new RegExp(String.raw`^(${CLOCK})\s+(\S.*)$`, 'gm');

const extract = busBlocksReader({
  reservationNumber: 'Booking number|Buchungsnummer',
  underName: 'Passenger|Fahrgast',
  total: 'Total|Gesamt',
  busName: 'FlixBus',
  journeyStart: /^(?:Outbound|Return|Hinfahrt|Rückfahrt):/,
  ride: (block) => {
    const day = parseNumericDate(block.split('\n')[0] ?? '');
    const [dep, arr] = [...block.matchAll(STOP)];
    if (!dep || !arr) return undefined;
    const [departureTime, arrivalTime] = legTimes(day, dep[1], arr[1]);
    return {
      busNumber: capture(block, /(?:Line|Linie)\s+(\w+)/),
      departureBusStop: dep[2]?.trim() ?? '',
      arrivalBusStop: arr[2]?.trim() ?? '',
      departureTime,
      arrivalTime,
      seat: capture(block, /(?:Seat|Sitzplatz)\s+(\w+)/),
    };
  },
});

/** FlixBus booking confirmations. */
export const flixbus: ProviderExtractor = {
  id: 'flixbus',
  provider: 'FlixBus',
  classification: 'direct',
  filters: [{ senderDomains: ['flixbus.com', 'flixbus.de', 'flix.com'] }],
  extract,
};
