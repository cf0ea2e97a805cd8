import type { Reservation } from '../schema/reservation.js';
import { parseNamedDate } from './lib/dates.js';
import { flightDesignator } from './lib/fields.js';
import { parsePrice } from './lib/price.js';
import { flightReservation } from './lib/reservations.js';
import { airportsInLine, clockTimesInLine, legTimes } from './lib/rows.js';
import { blocksStartingWith, capture, isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber = capture(text, /Booking reference:?\s+([A-Z0-9]{6})\b/);
  if (!reservationNumber) return [];
  // "Ms Liisa Korhonen Ticket number 105-2411234567": the passengers table squeezes name and ticket on a line.
  const passenger = /^(.+?)\s+Ticket number:?\s+([\d-]{10,})/im.exec(text);
  const price = parsePrice(capture(text, /^Total price:?\s+(.+)$/im) ?? '');
  const status = isCancellation(text, input.subject) ? 'cancelled' : 'confirmed';
  const flights: Reservation[] = [];
  // Each leg: its heading, a line with both clock times, a line with both airports, then day and flight number.
  for (const block of blocksStartingWith(text, /^(?:Outbound|Inbound|Flight \d+)\b/)) {
    const lines = block.split('\n');
    const clocks = clockTimesInLine(lines.find((l) => /^\s*\d{1,2}:\d{2}\s+\d{1,2}:\d{2}\s*$/.test(l)) ?? '');
    const airports = airportsInLine(lines.find((l) => (l.match(/\([A-Z]{3}\)/g) ?? []).length === 2) ?? '');
    const dayLine = lines.find((l) => /\bAY\s?\d{1,4}\b/.test(l)) ?? '';
    const day = parseNamedDate(dayLine, input.date);
    const [from, to] = airports;
    if (!from || !to || !day || clocks.length !== 2) continue;
    const [departureTime, arrivalTime] = legTimes(day, clocks[0], clocks[1]);
    flights.push(
      flightReservation({
        reservationNumber,
        underName: passenger?.[1],
        ticketNumber: passenger?.[2],
        price,
        status,
        ...flightDesignator(capture(dayLine, /\b(AY\s?\d{1,4})\b/)),
        airlineName: 'Finnair',
        departureAirport: from,
        arrivalAirport: to,
        departureTime,
        arrivalTime,
      }),
    );
  }
  return flights;
}

/** Finnair booking confirmations (HTML: one table per leg). */
export const finnair: ProviderExtractor = {
  id: 'finnair',
  provider: 'Finnair',
  classification: 'direct',
  filters: [{ senderDomains: ['finnair.com'] }],
  extract,
};
