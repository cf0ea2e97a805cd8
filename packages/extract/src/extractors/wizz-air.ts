import { parseDateTime } from './lib/dates.js';
import { airportRoute, flightDesignator, labelled } from './lib/fields.js';
import { flightBlocksReader } from './lib/flight-blocks.js';
import type { ProviderExtractor } from './types.js';

const extract = flightBlocksReader({
  reservationNumber: 'Confirmation code',
  underName: 'Passengers?',
  total: 'Total',
  flightStart: /^Flight W[6UZ9]\s?\d+/,
  flight: (block) => {
    const route = airportRoute(block);
    if (!route) return undefined;
    return {
      ...flightDesignator(block.split('\n')[0]?.replace(/^Flight /, '')),
      departureAirport: route[0],
      arrivalAirport: route[1],
      // Wizz Air writes days before months ("02/04/2026").
      departureTime: parseDateTime(labelled(block, 'Departure') ?? ''),
      arrivalTime: parseDateTime(labelled(block, 'Arrival') ?? ''),
    };
  },
});

/** Wizz Air booking confirmations. */
export const wizzAir: ProviderExtractor = {
  id: 'wizz-air',
  provider: 'Wizz Air',
  classification: 'direct',
  filters: [{ senderDomains: ['wizzair.com'] }],
  extract,
};
