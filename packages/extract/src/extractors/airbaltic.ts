import type { Reservation } from '../schema/reservation.js';
import { bookingHeader, matchGroup } from './lib/booking-header.js';
import { atTime, parseNumericDate } from './lib/dates.js';
import { flightDesignator } from './lib/fields.js';
import { flightReservation } from './lib/reservations.js';
import { airportsInLine, clockTimesInLine, legTimes } from './lib/rows.js';
import { matchAll } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

// One row of the itinerary table as the text conversion squeezes it:
// "BT 651 02.10.2026 Riga (RIX) London Gatwick (LGW) 07:10 08:30 Basic".
const ROW =
  /^(BT\s?\d{1,4})\s+(\d{2}\.\d{2}\.\d{4})\s+(.+?\([A-Z]{3}\).+?\([A-Z]{3}\))\s+(\d{1,2}:\d{2}\s+\d{1,2}:\d{2})/gm;

// "MR JANIS BERZINS 657-2401122334 12C / 14A": name, ticket, then one seat per flight.
const PASSENGER = /^(?:MR|MRS|MS|MISS)\s+([A-Z][A-Z' -]+?)\s+(\d{3}-?\d{10})(?:\s+(.+))?$/m;

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, {
    reservationNumber: /Booking reference:?\s+([A-Z0-9]{6})\b/i,
    underName: matchGroup(PASSENGER, 1),
    total: /^Total paid:?\s+(.+)$/im,
    ticketNumber: matchGroup(PASSENGER, 2),
  });
  if (!header.reservationNumber) return [];
  const seats = (matchGroup(PASSENGER, 3)(text) ?? '').split(/\s*\/\s*/).map((s) => s.trim());
  return matchAll(text, ROW).flatMap((row, i) => {
    const [from, to] = airportsInLine(row[3] ?? '');
    const [dep, arr] = clockTimesInLine(row[4] ?? '');
    const day = parseNumericDate(row[2] ?? '');
    if (!from || !to || !atTime(day, dep)) return [];
    const [departureTime, arrivalTime] = legTimes(day, dep, arr);
    return [
      flightReservation({
        ...header,
        ...flightDesignator(row[1]),
        airlineName: 'airBaltic',
        departureAirport: from,
        arrivalAirport: to,
        departureTime,
        arrivalTime,
        seat: /^\d{1,2}[A-K]$/.test(seats[i] ?? '') ? seats[i] : undefined,
      }),
    ];
  });
}

/** airBaltic booking confirmations (HTML itinerary table). */
export const airbaltic: ProviderExtractor = {
  id: 'airbaltic',
  provider: 'airBaltic',
  classification: 'direct',
  filters: [{ senderDomains: ['airbaltic.com', 'airbaltic.lv'] }],
  extract,
};
