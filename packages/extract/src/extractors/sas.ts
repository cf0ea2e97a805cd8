import { flightDesignator, labelled } from './lib/fields.js';
import { flightBlocksReader, timesAndTerminals } from './lib/flight-blocks.js';
import { airportsInLine } from './lib/rows.js';
import type { ProviderExtractor } from './types.js';

const extract = flightBlocksReader({
  reservationNumber: /Booking reference:?\s+([A-Z0-9]{6})\b/,
  underName: 'Passenger(?: \\d+)?',
  total: 'Total price',
  ticketNumber: 'Ticket number',
  numberRequired: true,
  airlineName: 'SAS',
  // "SK 1469 Copenhagen - Oslo", then "Departure: <day> <time>, <airport (CODE)>, Terminal 3" and "Arrival: …".
  flightStart: /^SK\s?\d{1,4}\s+\S.* - \S/,
  flight: (block, input) => {
    const departure = labelled(block, 'Departure') ?? '';
    const arrival = labelled(block, 'Arrival') ?? '';
    const [from] = airportsInLine(departure);
    const [to] = airportsInLine(arrival);
    if (!from || !to) return undefined;
    return {
      ...flightDesignator(block.split('\n')[0]),
      departureAirport: from,
      arrivalAirport: to,
      ...timesAndTerminals(departure, arrival, input.date),
    };
  },
});

/** SAS (Scandinavian Airlines) booking confirmations. */
export const sas: ProviderExtractor = {
  id: 'sas',
  provider: 'SAS Scandinavian Airlines',
  classification: 'direct',
  filters: [{ senderDomains: ['flysas.com', 'sas.se', 'sas.dk', 'sas.no'] }],
  extract,
};
