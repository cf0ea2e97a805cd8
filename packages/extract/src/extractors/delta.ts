import { parseNamedDate } from './lib/dates.js';
import { flightBlocksReader } from './lib/flight-blocks.js';
import { legOnDay } from './lib/rows.js';
import { capture } from './lib/text.js';
import type { ProviderExtractor } from './types.js';

/**
 * "DEPART  ATLANTA    8:15am": the place starts and ends with a printed character, so each run of spaces in the line
 * has one way to be read and a line of long runs costs its length, not its length cubed.
 */
const stopLine = (word: string) =>
  new RegExp(`^${word}\\s+(\\S(?:[^\\n\\r\\u2028\\u2029]*?\\S)??)\\s{2,}(\\d{1,2}:\\d{2}\\s*[ap]m)`, 'im');
const DEPART = stopLine('DEPART');
const ARRIVE = stopLine('ARRIVE');

const extract = flightBlocksReader({
  reservationNumber: 'Confirmation',
  underName: 'Name',
  total: 'Total',
  ticketNumber: 'Ticket',
  airlineName: 'Delta Air Lines',
  // "MON 10MAR   DELTA 1234   Main Cabin (L)", then DEPART and ARRIVE lines with city and time.
  flightStart: /^[A-Z]{3} \d{1,2}[A-Z]{3}\s+DELTA \d+/,
  flight: (block, input) => {
    const head = /^[A-Z]{3} (\d{1,2}[A-Z]{3})\s+DELTA (\d+)\s*(.*)$/m.exec(block);
    const dep = DEPART.exec(block);
    const arr = ARRIVE.exec(block);
    if (!head || !dep || !arr) return undefined;
    const day = parseNamedDate(head[1] ?? '', input.date);
    return {
      airlineIata: 'DL',
      flightNumber: head[2],
      ...legOnDay(day, [dep[2], { name: dep[1] }], [arr[2], { name: arr[1] }]),
      seat: capture(block, /^Seat[ \t]*:\s*(\S+)/im),
    };
  },
});

/** Delta Air Lines flight receipts. */
export const delta: ProviderExtractor = {
  id: 'delta',
  provider: 'Delta Air Lines',
  classification: 'direct',
  filters: [{ senderDomains: ['delta.com'] }],
  extract,
};
