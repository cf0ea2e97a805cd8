import type { Reservation } from '../schema/reservation.js';
import { bookingHeader, matchGroup } from './lib/booking-header.js';
import { parseNamedDate } from './lib/dates.js';
import { flightDesignator } from './lib/fields.js';
import { flightReservation } from './lib/reservations.js';
import { airportsInLine, clockTimesInLine, legTimes } from './lib/rows.js';
import { blocksStartingWith, capture } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

// "Ms Liisa Korhonen Ticket number 105-2411234567": the passengers table squeezes name and ticket on a line.
const PASSENGER = /^(.+?)\s+Ticket number:?\s+([\d-]{10,})/im;

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, {
    reservationNumber: /Booking reference:?\s+([A-Z0-9]{6})\b/,
    underName: matchGroup(PASSENGER, 1),
    total: /^Total price:?\s+(.+)$/im,
    ticketNumber: matchGroup(PASSENGER, 2),
  });
  if (!header.reservationNumber) return [];
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
        ...header,
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
