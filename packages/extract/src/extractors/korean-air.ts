import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { parseDateTime } from './lib/dates.js';
import { flightDesignator, labelled } from './lib/fields.js';
import { flightReservation } from './lib/reservations.js';
import { airportsInLine } from './lib/rows.js';
import { blocksStartingWith, capture } from './lib/text.js';
import { travellerName } from './lib/traveller-name.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

// "Paris Charles de Gaulle (CDG) 24NOV26 19:00 Terminal 2E": airport, compact day, clock, terminal.
function stop(line: string | undefined) {
  const [airport] = airportsInLine(line ?? '');
  const when = capture(line ?? '', /\)\s+(\d{1,2}[A-Z]{3}\d{2}\s+\d{1,2}:\d{2})/);
  return { airport, when, terminal: capture(line ?? '', /Terminal\s+(\w+)/) };
}

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, {
    reservationNumber: /Reservation number:?\s+([A-Z0-9]{6})\b/i,
    underName: 'Passenger name',
    total: 'Total fare',
  });
  if (!header.reservationNumber) return [];
  const flights: Reservation[] = [];
  for (const block of blocksStartingWith(text, /^KE\s?\d{1,4}\b/)) {
    const dep = stop(labelled(block, 'Departure'));
    const arr = stop(labelled(block, 'Arrival'));
    const departureTime = parseDateTime(dep.when ?? '', input.date);
    if (!dep.airport || !arr.airport || !departureTime) continue;
    flights.push(
      flightReservation({
        ...header,
        underName: travellerName(header.underName),
        ...flightDesignator(block.split('\n')[0]),
        airlineName: 'Korean Air',
        departureAirport: dep.airport,
        arrivalAirport: arr.airport,
        departureTime,
        arrivalTime: parseDateTime(arr.when ?? '', input.date),
        departureTerminal: dep.terminal,
        arrivalTerminal: arr.terminal,
      }),
    );
  }
  return flights;
}

/** Korean Air reservation confirmations. */
export const koreanAir: ProviderExtractor = {
  id: 'korean-air',
  provider: 'Korean Air',
  classification: 'direct',
  filters: [{ senderDomains: ['koreanair.com'] }],
  extract,
};
