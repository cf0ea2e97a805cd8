import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { parseDateTime } from './lib/dates.js';
import { flightDesignator, labelled } from './lib/fields.js';
import { flightReservation } from './lib/reservations.js';
import { airportsInLine } from './lib/rows.js';
import { blocksStartingWith, capture } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, {
    reservationNumber: /Booking reference:?\s+([A-Z0-9]{6})\b/,
    underName: 'Passenger(?: \\d+)?',
    total: 'Total price',
    ticketNumber: 'Ticket number',
  });
  if (!header.reservationNumber) return [];
  const flights: Reservation[] = [];
  // "SK 1469 Copenhagen - Oslo", then "Departure: <day> <time>, <airport (CODE)>, Terminal 3" and "Arrival: …".
  for (const block of blocksStartingWith(text, /^SK\s?\d{1,4}\s+\S.* - \S/)) {
    const departure = labelled(block, 'Departure') ?? '';
    const arrival = labelled(block, 'Arrival') ?? '';
    const [from] = airportsInLine(departure);
    const [to] = airportsInLine(arrival);
    if (!from || !to) continue;
    flights.push(
      flightReservation({
        ...header,
        ...flightDesignator(block.split('\n')[0]),
        airlineName: 'SAS',
        departureAirport: from,
        arrivalAirport: to,
        departureTime: parseDateTime(departure, input.date),
        arrivalTime: parseDateTime(arrival, input.date),
        departureTerminal: capture(departure, /Terminal\s+(\w+)/),
        arrivalTerminal: capture(arrival, /Terminal\s+(\w+)/),
      }),
    );
  }
  return flights;
}

/** SAS (Scandinavian Airlines) booking confirmations. */
export const sas: ProviderExtractor = {
  id: 'sas',
  provider: 'SAS Scandinavian Airlines',
  classification: 'direct',
  filters: [{ senderDomains: ['flysas.com', 'sas.se', 'sas.dk', 'sas.no'] }],
  extract,
};
