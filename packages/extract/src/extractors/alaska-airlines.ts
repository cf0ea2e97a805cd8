import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { parseDateTime } from './lib/dates.js';
import { airportRef, labelled } from './lib/fields.js';
import { flightReservation } from './lib/reservations.js';
import { blocksStartingWith, capture } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

// "Seattle (SEA) Sat, Jun 27 7:00 AM": the airport, then its day and time.
function stop(value: string | undefined, reference?: Date) {
  const m = /^(.+?\([A-Z]{3}\))\s*(.*)$/.exec(value ?? '');
  return m ? { airport: airportRef(m[1]), time: parseDateTime(m[2] ?? '', reference) } : undefined;
}

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, {
    reservationNumber: 'Confirmation code',
    underName: 'Traveler',
    total: 'Total',
  });
  const flights: Reservation[] = [];
  for (const block of blocksStartingWith(text, /^Flight: Alaska Airlines \d+/)) {
    const dep = stop(labelled(block, 'Departs'), input.date);
    const arr = stop(labelled(block, 'Arrives'), input.date);
    if (!dep || !arr) continue;
    flights.push(
      flightReservation({
        ...header,
        airlineIata: 'AS',
        airlineName: 'Alaska Airlines',
        flightNumber: capture(block, /^Flight: Alaska Airlines (\d+)/),
        departureAirport: dep.airport,
        arrivalAirport: arr.airport,
        departureTime: dep.time,
        arrivalTime: arr.time,
        seat: capture(block, /^Seat:\s*(\w+)/m),
      }),
    );
  }
  return flights;
}

/** Alaska Airlines confirmation receipts. */
export const alaskaAirlines: ProviderExtractor = {
  id: 'alaska-airlines',
  provider: 'Alaska Airlines',
  classification: 'direct',
  filters: [{ senderDomains: ['alaskaair.com'] }],
  extract,
};
