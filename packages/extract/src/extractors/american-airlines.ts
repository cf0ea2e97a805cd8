import { parseNamedDate } from './lib/dates.js';
import { flightDesignator, labelled } from './lib/fields.js';
import { flightBlocksReader } from './lib/flight-blocks.js';
import { legOnDay } from './lib/rows.js';
import type { ProviderExtractor } from './types.js';

// "Dallas/Fort Worth (DFW) 7:05 AM"
const STOP = /^(.+?)\s*\(([A-Z]{3})\)\s*(\d{1,2}:\d{2}\s*[AP]M)/i;
const DAY_LINE = /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \w+ \d{1,2}, \d{4}\s*$/;

const extract = flightBlocksReader({
  reservationNumber: 'Record locator',
  underName: 'Passenger',
  total: 'Trip total',
  ticketNumber: 'Ticket',
  flightStart: DAY_LINE,
  flight: (block, input) => {
    const day = parseNamedDate(block.split('\n')[0] ?? '', input.date);
    const dep = STOP.exec(labelled(block, 'Depart') ?? '');
    const arr = STOP.exec(labelled(block, 'Arrive') ?? '');
    const service = block.split('\n').find((l) => /^AA \d{1,4}\s*$/.test(l));
    if (!dep || !arr || !service) return undefined;
    return {
      ...flightDesignator(service),
      ...legOnDay(day, [dep[3], { name: dep[1], iataCode: dep[2] }], [arr[3], { name: arr[1], iataCode: arr[2] }]),
      seat: labelled(block, 'Seat'),
    };
  },
});

/** American Airlines trip confirmations. */
export const americanAirlines: ProviderExtractor = {
  id: 'american-airlines',
  provider: 'American Airlines',
  classification: 'direct',
  filters: [{ senderDomains: ['aa.com'] }],
  extract,
};
