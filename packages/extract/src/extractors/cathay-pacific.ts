import type { Reservation } from '../schema/reservation.js';
import { parseNamedDate } from './lib/dates.js';
import { airportRef, flightDesignator, labelled } from './lib/fields.js';
import { personFromFamilyFirst } from './lib/names.js';
import { parsePrice } from './lib/price.js';
import { flightReservation } from './lib/reservations.js';
import { legTimes } from './lib/rows.js';
import { capture, isCancellation, matchAll } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

// A row of the flight table: "CX 251 27 Oct 2026 Hong Kong (HKG) 00:05 London Heathrow (LHR) 06:25 Economy".
const ROW =
  /^((?:CX|KA)\s?\d{1,4})\s+(\d{1,2} [A-Za-z]{3,9} \d{4})\s+(.+?\([A-Z]{3}\))\s+(\d{1,2}:\d{2})\s+(.+?\([A-Z]{3}\))\s+(\d{1,2}:\d{2})\b/gm;

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber = capture(text, /Booking reference:?\s+([A-Z0-9]{6})\b/i);
  if (!reservationNumber) return [];
  const passenger = labelled(text, 'Passenger');
  const underName = passenger?.includes('/') ? personFromFamilyFirst(passenger) : passenger;
  const price = parsePrice(labelled(text, 'Total fare|Total') ?? '');
  const status = isCancellation(text, input.subject) ? 'cancelled' : 'confirmed';
  return matchAll(text, ROW).flatMap((row) => {
    const day = parseNamedDate(row[2] ?? '', input.date);
    if (!day) return [];
    // The table gives one day per flight; an arrival clock before the departure's lands the next day.
    const [departureTime, arrivalTime] = legTimes(day, row[4], row[6]);
    return [
      flightReservation({
        reservationNumber,
        underName,
        ticketNumber: labelled(text, 'E-ticket number'),
        price,
        status,
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
