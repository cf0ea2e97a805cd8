import { matchGroup } from './lib/booking-header.js';
import { airportRoute, flightDesignator, labelled } from './lib/fields.js';
import { flightBlocksReader, timesAndTerminals } from './lib/flight-blocks.js';
import type { ProviderExtractor } from './types.js';

// "Ms Ciara O'Brien - Ticket: 053 2412345678"
const PASSENGER = /^(.+?)\s+-\s+Ticket:?\s+(\d{3}\s?\d{10})$/m;

const extract = flightBlocksReader({
  reservationNumber: /Booking Reference:?\s+([A-Z0-9]{6})\b/i,
  underName: matchGroup(PASSENGER, 1),
  total: 'Total Cost',
  ticketNumber: matchGroup(PASSENGER, 2),
  numberRequired: true,
  airlineName: 'Aer Lingus',
  // Each leg starts at its route line "Dublin (DUB) to Boston (BOS)".
  flightStart: /^.+\([A-Z]{3}\)\s+to\s+.+\([A-Z]{3}\)\s*$/,
  flight: (block, input) => {
    const route = airportRoute(block.split('\n')[0] ?? '');
    const designator = labelled(block, 'Flight');
    const departs = labelled(block, 'Departs') ?? '';
    const arrives = labelled(block, 'Arrives') ?? '';
    if (!route || !/^EI\s?\d/.test(designator ?? '') || !departs) return undefined;
    return {
      ...flightDesignator(designator),
      departureAirport: route[0],
      arrivalAirport: route[1],
      ...timesAndTerminals(departs, arrives, input.date),
    };
  },
});

/** Aer Lingus booking confirmations. */
export const aerLingus: ProviderExtractor = {
  id: 'aer-lingus',
  provider: 'Aer Lingus',
  classification: 'direct',
  filters: [{ senderDomains: ['aerlingus.com'] }],
  extract,
};
