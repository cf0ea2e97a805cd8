import { airportRoute, flightDesignator, labelled } from './lib/fields.js';
import { flightBlocksReader, timesAndTerminals } from './lib/flight-blocks.js';
import { capture } from './lib/text.js';
import type { ProviderExtractor } from './types.js';

const extract = flightBlocksReader({
  reservationNumber: 'Booking reference(?: \\(PNR\\))?',
  underName: 'Passenger',
  total: 'Total fare|Total',
  ticketNumber: 'E-ticket number',
  airlineName: 'Qatar Airways',
  // "QR 8 | London Heathrow (LHR) - Doha (DOH)"
  flightStart: /^QR \d{1,4}\s*\|/,
  flight: (block, input) => {
    const [head = ''] = block.split('\n');
    const route = airportRoute(head.replace(/^QR \d+\s*\|\s*/, ''));
    const departure = labelled(block, 'Departure') ?? '';
    const arrival = labelled(block, 'Arrival') ?? '';
    if (!route) return undefined;
    return {
      ...flightDesignator(head),
      departureAirport: route[0],
      arrivalAirport: route[1],
      ...timesAndTerminals(departure, arrival, input.date),
      seat: capture(block, /Seat:\s*(\w+)/),
    };
  },
});

/** Qatar Airways booking confirmations. */
export const qatarAirways: ProviderExtractor = {
  id: 'qatar-airways',
  provider: 'Qatar Airways',
  classification: 'direct',
  filters: [{ senderDomains: ['qatarairways.com', 'qatarairways.com.qa'] }],
  extract,
};
