import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { parseNamedDate } from './lib/dates.js';
import { airportRoute } from './lib/fields.js';
import { flightReservation } from './lib/reservations.js';
import { legOnDay } from './lib/rows.js';
import { capture } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, {
    reservationNumber: 'Confirmation code',
    underName: 'Traveler',
    total: 'Total',
  });
  const lines = text.split(/\r?\n/);
  const flights: Reservation[] = [];
  // The day line sits above "Flight 1023 | Boston (BOS) → Orlando (MCO)", times below it.
  lines.forEach((line, i) => {
    const head = /^Flight (\d{1,4})\s*\|\s*(.+)$/.exec(line);
    if (!head) return;
    const day = parseNamedDate(lines[i - 1] ?? '', input.date);
    const route = airportRoute(head[2] ?? '');
    const times = /Departs\s+(\S+)\s+Arrives\s+(\S+)/.exec(lines[i + 1] ?? '');
    if (!route || !times) return;
    flights.push(
      flightReservation({
        ...header,
        airlineIata: 'B6',
        airlineName: 'JetBlue Airways',
        flightNumber: head[1],
        ...legOnDay(day, [times[1], route[0]], [times[2], route[1]]),
        seat: capture(lines.slice(i + 1, i + 4).join('\n'), /^Seat[ \t]*:\s*(\w+)/im),
      }),
    );
  });
  return flights;
}

/** JetBlue booking confirmations. */
export const jetblue: ProviderExtractor = {
  id: 'jetblue',
  provider: 'JetBlue Airways',
  classification: 'direct',
  filters: [{ senderDomains: ['jetblue.com'] }],
  extract,
};
