import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { parseNamedDate } from './lib/dates.js';
import { airportRef, flightDesignator } from './lib/fields.js';
import { flightReservation } from './lib/reservations.js';
import { legTimes } from './lib/rows.js';
import { matchAll } from './lib/text.js';
import { travellerName } from './lib/traveller-name.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

// A row of the flight table: "CX 251 27 Oct 2026 Hong Kong (HKG) 00:05 London Heathrow (LHR) 06:25 Economy".
const ROW =
  /^((?:CX|KA)\s?\d{1,4})\s+(\d{1,2} [A-Za-z]{3,9} \d{4})\s+(.+?\([A-Z]{3}\))\s+(\d{1,2}:\d{2})\s+(.+?\([A-Z]{3}\))\s+(\d{1,2}:\d{2})\b/gm;

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, {
    reservationNumber: /Booking reference:?\s+([A-Z0-9]{6})\b/i,
    underName: 'Passenger',
    total: 'Total fare|Total',
    ticketNumber: 'E-ticket number',
  });
  if (!header.reservationNumber) return [];
  return matchAll(text, ROW).flatMap((row) => {
    const day = parseNamedDate(row[2] ?? '', input.date);
    if (!day) return [];
    // The table gives one day per flight; an arrival clock before the departure's lands the next day.
    const [departureTime, arrivalTime] = legTimes(day, row[4], row[6]);
    return [
      flightReservation({
        ...header,
        underName: travellerName(header.underName),
        ...flightDesignator(row[1]),
        airlineName: 'Cathay Pacific',
        departureAirport: airportRef(row[3]),
        arrivalAirport: airportRef(row[5]),
        departureTime,
        arrivalTime,
      }),
    ];
  });
}

/** Cathay Pacific booking confirmations (HTML flight table). */
export const cathayPacific: ProviderExtractor = {
  id: 'cathay-pacific',
  provider: 'Cathay Pacific',
  classification: 'direct',
  filters: [{ senderDomains: ['cathaypacific.com'] }],
  extract,
};
