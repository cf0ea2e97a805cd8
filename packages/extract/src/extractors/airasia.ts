import { parseDateTime } from './lib/dates.js';
import { airportRoute, flightDesignator, labelled } from './lib/fields.js';
import { flightBlocksReader } from './lib/flight-blocks.js';
import { capture } from './lib/text.js';
import type { ProviderExtractor } from './types.js';

const extract = flightBlocksReader({
  reservationNumber: /Booking number:?\s+([A-Z0-9]{6})\b/i,
  underName: 'Guest|Passenger',
  total: 'Total amount',
  numberRequired: true,
  airlineName: 'AirAsia',
  // AirAsia group carriers: AK (Malaysia), FD (Thailand), QZ (Indonesia), Z2 (Philippines), D7 and XJ (long haul).
  flightStart: /^(?:AK|FD|QZ|Z2|D7|XJ)\s?\d{1,4}\s*$/,
  flight: (block, input) => {
    const route = airportRoute(block.split('\n')[1] ?? '');
    const depart = labelled(block, 'Depart') ?? '';
    const departureTime = parseDateTime(depart, input.date);
    if (!route || !departureTime) return undefined;
    return {
      ...flightDesignator(block.split('\n')[0]),
      departureAirport: route[0],
      arrivalAirport: route[1],
      departureTime,
      arrivalTime: parseDateTime(labelled(block, 'Arrive') ?? '', input.date),
      departureTerminal: capture(depart, /Terminal\s+(\w+)/),
    };
  },
});

/** AirAsia booking confirmations. */
export const airasia: ProviderExtractor = {
  id: 'airasia',
  provider: 'AirAsia',
  classification: 'direct',
  filters: [{ senderDomains: ['airasia.com'] }],
  extract,
};
