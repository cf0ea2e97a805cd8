import { parseDateTime } from './lib/dates.js';
import { airportRoute, flightDesignator, labelled } from './lib/fields.js';
import { flightBlocksReader } from './lib/flight-blocks.js';
import type { ProviderExtractor } from './types.js';

const extract = flightBlocksReader({
  reservationNumber: /Reservation number:?\s+([A-Z0-9]{6})\b/i,
  // "NOWAK/PIOTR MR": family name first, as the ticket prints it.
  underName: 'Passenger',
  familyNameFirst: true,
  total: 'Total price',
  ticketNumber: 'Ticket number',
  numberRequired: true,
  airlineName: 'LOT Polish Airlines',
  // "Flight LO 327 Warsaw (WAW) - Rome (FCO)", then "Departure: 2026-10-20 07:15" and "Arrival: …".
  flightStart: /^Flight LO\s?\d{1,4}\s/,
  flight: (block, input) => {
    const head = block.split('\n')[0] ?? '';
    const route = airportRoute(head.replace(/^Flight LO\s?\d+\s+/, ''));
    const departureTime = parseDateTime(labelled(block, 'Departure') ?? '', input.date);
    if (!route || !departureTime) return undefined;
    return {
      ...flightDesignator(head.replace(/^Flight\s+/, '')),
      departureAirport: route[0],
      arrivalAirport: route[1],
      departureTime,
      arrivalTime: parseDateTime(labelled(block, 'Arrival') ?? '', input.date),
    };
  },
});

/** LOT Polish Airlines booking confirmations. */
export const lot: ProviderExtractor = {
  id: 'lot',
  provider: 'LOT Polish Airlines',
  classification: 'direct',
  filters: [{ senderDomains: ['lot.com', 'lot.pl'] }],
  extract,
};
