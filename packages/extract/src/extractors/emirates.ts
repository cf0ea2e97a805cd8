import { airportRoute, flightDesignator, labelled } from './lib/fields.js';
import { flightBlocksReader, timesAndTerminals } from './lib/flight-blocks.js';
import { capture } from './lib/text.js';
import type { ProviderExtractor } from './types.js';

const extract = flightBlocksReader({
  reservationNumber: 'Booking reference',
  underName: (text) => labelled(text, 'Passenger')?.split(/\s{2,}/)[0],
  total: 'Total',
  ticketNumber: /E-ticket:\s*(\d[\d ]*\d)/,
  airlineName: 'Emirates',
  flightStart: /^EK \d{1,4} .+\([A-Z]{3}\) to /,
  flight: (block, input) => {
    const route = airportRoute(block.replace(/^EK \d+\s+/, ''));
    if (!route) return undefined;
    return {
      ...flightDesignator(block.split('\n')[0]),
      departureAirport: route[0],
      arrivalAirport: route[1],
      ...timesAndTerminals(
        capture(block, /^Departs\s+(.+)$/m) ?? '',
        capture(block, /^Arrives\s+(.+)$/m) ?? '',
        input.date,
      ),
      seat: capture(block, /Seat:\s*(\w+)/),
    };
  },
});

/** Emirates booking confirmations. */
export const emirates: ProviderExtractor = {
  id: 'emirates',
  provider: 'Emirates',
  classification: 'direct',
  filters: [{ senderDomains: ['emirates.com', 'emirates.email'] }],
  extract,
};
