import type { Reservation } from '../schema/reservation.js';
import { atTime, parseNamedDate, plusDays } from './lib/dates.js';
import { airportRef, flightDesignator, labelled } from './lib/fields.js';
import { personFromFamilyFirst } from './lib/names.js';
import { parsePrice } from './lib/price.js';
import { flightReservation } from './lib/reservations.js';
import { blocksStartingWith, capture, isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

// "08:50 Singapore Changi Airport (SIN) T2"
const STOP = /^(\d{1,2}:\d{2})\s+(.+?\([A-Z]{3}\))(?:\s+T(\w+))?\s*$/gm;

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  // The airline's record is what the airline and later mails know; the Trip.com number is the fallback.
  const reservationNumber =
    labelled(text, 'Airline booking reference \\(PNR\\)|PNR') ?? labelled(text, 'Booking No\\.');
  const passenger = labelled(text, 'Passenger');
  const underName = passenger?.includes('/') ? personFromFamilyFirst(passenger) : passenger;
  const price = parsePrice(labelled(text, 'Total') ?? '');
  const status = isCancellation(text, input.subject) ? 'cancelled' : 'confirmed';
  const flights: Reservation[] = [];
  // "Singapore → Bangkok | Sat, Apr 18, 2026", the flight line, then departure and arrival lines.
  for (const block of blocksStartingWith(text, /^.+ → .+\|\s*\S/)) {
    const [head = '', service = ''] = block.split('\n');
    const day = parseNamedDate(head.split('|')[1] ?? '', input.date);
    const [dep, arr] = [...block.matchAll(STOP)];
    if (!dep || !arr) continue;
    const departureTime = atTime(day, dep[1]);
    let arrivalTime = atTime(day, arr[1]);
    if (departureTime && arrivalTime && arrivalTime < departureTime) arrivalTime = plusDays(arrivalTime, 1);
    flights.push(
      flightReservation({
        reservationNumber,
        underName,
        price,
        status,
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
