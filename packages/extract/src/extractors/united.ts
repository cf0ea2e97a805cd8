import { parseNamedDate } from './lib/dates.js';
import { flightDesignator, labelled } from './lib/fields.js';
import { flightBlocksReader } from './lib/flight-blocks.js';
import { legOnDay } from './lib/rows.js';
import type { ProviderExtractor } from './types.js';

// "08:00 AM San Francisco, CA, US (SFO)" or "02:15 PM Chicago, IL, US (ORD - O'Hare)"
const STOP = /^(\d{1,2}:\d{2}\s*[AP]M)\s+(.+?)\s*\(([A-Z]{3})(?:\s*-[^)]*)?\)/i;

/** Seats listed once for the trip, by route: "EWR-SFO 23C". */
function seatsByRoute(text: string): Map<string, string | undefined> {
  return new Map([...text.matchAll(/\b([A-Z]{3})-([A-Z]{3}) (\d{1,2}[A-Z])\b/g)].map((m) => [`${m[1]}-${m[2]}`, m[3]]));
}

const extract = flightBlocksReader({
  reservationNumber: 'Confirmation Number',
  underName: 'TRAVELER DETAILS',
  familyNameFirst: true,
  total: 'Total',
  ticketNumber: 'eTicket Number',
  flightStart: /^Flight \d+ of \d+/,
  flight: (block, input) => {
    const day = parseNamedDate(block, input.date);
    const dep = STOP.exec(labelled(block, 'Departure') ?? '');
    const arr = STOP.exec(labelled(block, 'Arrival') ?? '');
    if (!dep || !arr) return undefined;
    return {
      ...flightDesignator(block.split('\n')[0]?.replace(/^Flight \d+ of \d+/, '')),
      ...legOnDay(day, [dep[1], { name: dep[2], iataCode: dep[3] }], [arr[1], { name: arr[2], iataCode: arr[3] }]),
      seat: seatsByRoute(input.text).get(`${dep[3]}-${arr[3]}`),
    };
  },
});

/** United Airlines eTicket itinerary and receipt mails. */
export const united: ProviderExtractor = {
  id: 'united',
  provider: 'United Airlines',
  classification: 'direct',
  filters: [{ senderDomains: ['united.com', 'news.united.com'] }],
  extract,
};
