import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { parseNamedDate } from './lib/dates.js';
import { airportRef, flightDesignator, labelled } from './lib/fields.js';
import { flightReservation } from './lib/reservations.js';
import { legTimes } from './lib/rows.js';
import { blocksStartingWith, capture } from './lib/text.js';
import { travellerName } from './lib/traveller-name.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

// "08:50 Singapore Changi Airport (SIN) T2"
const STOP = /^(\d{1,2}:\d{2})\s+(.+?\([A-Z]{3}\))(?:\s+T(\w+))?\s*$/gm;

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, {
    // The airline's record is what the airline and later mails know; the Trip.com number is the fallback.
    reservationNumber: (text) =>
      labelled(text, 'Airline booking reference \\(PNR\\)|PNR') ?? labelled(text, 'Booking No\\.'),
    total: 'Total',
  });
  const underName = travellerName(labelled(text, 'Passenger'));
  const flights: Reservation[] = [];
  // "Singapore → Bangkok | Sat, Apr 18, 2026", the flight line, then departure and arrival lines.
  for (const block of blocksStartingWith(text, /^.+ → .+\|\s*\S/)) {
    const [head = '', service = ''] = block.split('\n');
    const day = parseNamedDate(head.split('|')[1] ?? '', input.date);
    const [dep, arr] = [...block.matchAll(STOP)];
    if (!dep || !arr) continue;
    const [departureTime, arrivalTime] = legTimes(day, dep[1], arr[1]);
    flights.push(
      flightReservation({
        ...header,
        underName,
        ...flightDesignator(service),
        airlineName: capture(service, /\((.+)\)/),
        departureAirport: airportRef(dep[2]),
        arrivalAirport: airportRef(arr[2]),
        departureTerminal: dep[3],
        arrivalTerminal: arr[3],
        departureTime,
        arrivalTime,
      }),
    );
  }
  return flights;
}

/** Trip.com flight booking confirmations. */
export const tripCom: ProviderExtractor = {
  id: 'trip-com',
  provider: 'Trip.com',
  classification: 'ota',
  filters: [{ senderDomains: ['trip.com', 'ctrip.com'] }],
  extract,
};
