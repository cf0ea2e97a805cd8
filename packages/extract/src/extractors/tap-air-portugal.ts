import { matchGroup } from './lib/booking-header.js';
import { parseNamedDate } from './lib/dates.js';
import { airportRoute, flightDesignator } from './lib/fields.js';
import { flightBlocksReader } from './lib/flight-blocks.js';
import { legOnDay } from './lib/rows.js';
import type { ProviderExtractor } from './types.js';

// "Mr Rui Santos E-ticket 047 2412349876"
const PASSENGER = /^(.+?)\s+E-ticket:?\s+(\d{3}\s?\d{10})\s*$/m;

const extract = flightBlocksReader({
  reservationNumber: /Booking reference(?: \(PNR\))?:?\s+([A-Z0-9]{6})\b/i,
  underName: matchGroup(PASSENGER, 1),
  total: /^Total:?\s+(.+)$/m,
  ticketNumber: matchGroup(PASSENGER, 2),
  numberRequired: true,
  airlineName: 'TAP Air Portugal',
  // A leg's table: "TP1351 Lisbon (LIS) - London Heathrow (LHR)", "Thu 15 Oct 2026 07:00 - 09:50", fare and terminals.
  flightStart: /^TP\s?\d{1,4}\s+\S/,
  flight: (block, input) => {
    const [head = '', when = '', extra = ''] = block.split('\n');
    const route = airportRoute(head.replace(/^TP\s?\d+\s+/, ''));
    const clocks = /(\d{1,2}:\d{2})\s+-\s+(\d{1,2}:\d{2})/.exec(when);
    const day = parseNamedDate(when, input.date);
    if (!route || !clocks || !day) return undefined;
    const terminals = /Terminal\s+(\w+)\s+-\s+Terminal\s+(\w+)/.exec(extra);
    return {
      ...flightDesignator(head),
      ...legOnDay(day, [clocks[1], route[0]], [clocks[2], route[1]]),
      departureTerminal: terminals?.[1],
      arrivalTerminal: terminals?.[2],
    };
  },
});

/** TAP Air Portugal booking confirmations. */
export const tapAirPortugal: ProviderExtractor = {
  id: 'tap-air-portugal',
  provider: 'TAP Air Portugal',
  classification: 'direct',
  filters: [{ senderDomains: ['flytap.com'] }],
  extract,
};
