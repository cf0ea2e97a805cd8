import { parseDateTime } from './lib/dates.js';
import { airportRoute, flightDesignator, labelled } from './lib/fields.js';
import { flightBlocksReader } from './lib/flight-blocks.js';
import { splitDateTimePair } from './lib/rows.js';
import { capture } from './lib/text.js';
import type { ProviderExtractor } from './types.js';

const extract = flightBlocksReader({
  reservationNumber: (text) =>
    capture(text, /booking reference is:?\s*([A-Z0-9]{6,8})/i) ?? labelled(text, 'Booking reference'),
  // The HTML mail puts the passenger and the seats in one table row: "Miss Hannah Price Seats: EZY2461 8C, …".
  underName: (text) => labelled(text, 'PASSENGERS')?.replace(/\s+Seats:.*$/, ''),
  total: 'Total paid',
  airlineName: 'easyJet',
  // The text mail heads a leg "Flight EZY8513"; the HTML mail puts code and route in one row "EZY2461 Bristol (BRS) to …".
  flightStart: /^(?:Flight )?EZ[YS]\d+\b/,
  flight: (block, input) => {
    const code = capture(block, /^(?:Flight )?(EZ[YS]\d+)/);
    const route = airportRoute(block.replace(/^(?:Flight )?EZ[YS]\d+\s*/, ''));
    // "Dep … Arr …" on one line, or a "Departs Arrives" header row above both day-and-time cells.
    const squeezed = splitDateTimePair(capture(block, /^Departs\s+Arrives\s*\n(.+)$/m) ?? '');
    const times = /Dep (.+?)\s+Arr (.+)$/m.exec(block) ?? (squeezed ? [block, ...squeezed] : null);
    if (!code || !route || !times) return undefined;
    const seats = capture(input.text, /Seats:\s*(.+)$/m) ?? '';
    return {
      ...flightDesignator(code),
      departureAirport: route[0],
      arrivalAirport: route[1],
      departureTime: parseDateTime(times[1] ?? '', input.date),
      arrivalTime: parseDateTime(times[2] ?? '', input.date),
      seat: capture(seats, new RegExp(`${code}\\s+(\\w+)`)),
    };
  },
});

/** easyJet booking confirmations (text and HTML mails). */
export const easyjet: ProviderExtractor = {
  id: 'easyjet',
  provider: 'easyJet',
  classification: 'direct',
  filters: [{ senderDomains: ['easyjet.com'] }],
  extract,
};
