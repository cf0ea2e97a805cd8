import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { parseNamedDate } from './lib/dates.js';
import { flightDesignator } from './lib/fields.js';
import { flightReservation } from './lib/reservations.js';
import { airportsInLine, legTimes } from './lib/rows.js';
import { matchAll } from './lib/text.js';
import { travellerName } from './lib/traveller-name.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

// A row of the flight table: "18NOV JL 44 Tokyo Haneda (HND) London Heathrow (LHR) 10:50 16:15"; no year is printed.
const ROW =
  /^(\d{1,2}[A-Z]{3}(?:\d{2})?)\s+(JL\s?\d{1,4})\s+(.+?\([A-Z]{3}\).+?\([A-Z]{3}\))\s+(\d{1,2}:\d{2})\s+(\d{1,2}:\d{2})\b/gm;

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, {
    reservationNumber: /Booking reference:?\s+([A-Z0-9]{6})\b/i,
    underName: 'Passenger',
    total: /^Total:?\s+(.+)$/m,
  });
  if (!header.reservationNumber) return [];
  return matchAll(text, ROW).flatMap((row) => {
    const [from, to] = airportsInLine(row[3] ?? '');
    const day = parseNamedDate(row[1] ?? '', input.date);
    if (!from || !to || !day) return [];
    const [departureTime, arrivalTime] = legTimes(day, row[4], row[5]);
    return [
      flightReservation({
        ...header,
        underName: travellerName(header.underName),
        ...flightDesignator(row[2]),
        airlineName: 'Japan Airlines',
        departureAirport: from,
        arrivalAirport: to,
        departureTime,
        arrivalTime,
      }),
    ];
  });
}

/** JAL (Japan Airlines) reservation confirmations in English. */
export const jal: ProviderExtractor = {
  id: 'jal',
  provider: 'Japan Airlines',
  classification: 'direct',
  filters: [{ senderDomains: ['jal.com', 'jal.co.jp'] }],
  extract,
};
