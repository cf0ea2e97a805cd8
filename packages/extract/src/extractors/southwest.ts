import { parseUsDate } from './lib/dates.js';
import { flightBlocksReader } from './lib/flight-blocks.js';
import { legTimes } from './lib/rows.js';
import { capture } from './lib/text.js';
import type { ProviderExtractor } from './types.js';

// "Depart OAK 6:10 AM Oakland, CA"
const STOP = (label: string) => new RegExp(`^${label}\\s+([A-Z]{3})\\s+(\\d{1,2}:\\d{2}\\s*[AP]M)\\s+(.+)$`, 'm');

const extract = flightBlocksReader({
  reservationNumber: /Confirmation\s*#\s*([A-Z0-9]{6})/,
  underName: 'Passenger',
  total: 'Total',
  airlineName: 'Southwest Airlines',
  flightStart: /^Flight \d+: /,
  flight: (block) => {
    // Southwest writes days the US way, month first.
    const day = parseUsDate(block.split('\n')[0] ?? '');
    const dep = STOP('Depart').exec(block);
    const arr = STOP('Arrive').exec(block);
    if (!dep || !arr) return undefined;
    const [departureTime, arrivalTime] = legTimes(day, dep[2], arr[2]);
    return {
      airlineIata: 'WN',
      flightNumber: capture(block, /^Flight #\s*(\d+)/m),
      departureAirport: { iataCode: dep[1], name: dep[3]?.trim() },
      arrivalAirport: { iataCode: arr[1], name: arr[3]?.trim() },
      departureTime,
      arrivalTime,
    };
  },
});

/** Southwest Airlines trip confirmations. */
export const southwest: ProviderExtractor = {
  id: 'southwest',
  provider: 'Southwest Airlines',
  classification: 'direct',
  filters: [{ senderDomains: ['southwest.com', 'luv.southwest.com', 'ifly.southwest.com'] }],
  extract,
};
