import type { Reservation } from '../schema/reservation.js';
import { atTime, parseNumericDate } from './lib/dates.js';
import { flightDesignator } from './lib/fields.js';
import { parsePrice } from './lib/price.js';
import { flightReservation } from './lib/reservations.js';
import { airportsInLine, clockTimesInLine, legTimes } from './lib/rows.js';
import { capture, isCancellation, matchAll } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

// One row of the itinerary table as the text conversion squeezes it:
// "BT 651 02.10.2026 Riga (RIX) London Gatwick (LGW) 07:10 08:30 Basic".
const ROW =
  /^(BT\s?\d{1,4})\s+(\d{2}\.\d{2}\.\d{4})\s+(.+?\([A-Z]{3}\).+?\([A-Z]{3}\))\s+(\d{1,2}:\d{2}\s+\d{1,2}:\d{2})/gm;

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber = capture(text, /Booking reference:?\s+([A-Z0-9]{6})\b/i);
  if (!reservationNumber) return [];
  // "MR JANIS BERZINS 657-2401122334 12C / 14A": name, ticket, then one seat per flight.
  const passenger = /^(?:MR|MRS|MS|MISS)\s+([A-Z][A-Z' -]+?)\s+(\d{3}-?\d{10})(?:\s+(.+))?$/m.exec(text);
  const seats = (passenger?.[3] ?? '').split(/\s*\/\s*/).map((s) => s.trim());
  const price = parsePrice(capture(text, /^Total paid:?\s+(.+)$/im) ?? '');
  const status = isCancellation(text, input.subject) ? 'cancelled' : 'confirmed';
  return matchAll(text, ROW).flatMap((row, i) => {
    const [from, to] = airportsInLine(row[3] ?? '');
    const [dep, arr] = clockTimesInLine(row[4] ?? '');
    const day = parseNumericDate(row[2] ?? '');
    if (!from || !to || !atTime(day, dep)) return [];
    const [departureTime, arrivalTime] = legTimes(day, dep, arr);
    return [
      flightReservation({
        reservationNumber,
        underName: passenger?.[1],
        ticketNumber: passenger?.[2],
        price,
        status,
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
