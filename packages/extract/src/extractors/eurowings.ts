import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { parseNumericDate } from './lib/dates.js';
import { flightReservation } from './lib/reservations.js';
import { legTimes } from './lib/rows.js';
import { blocksStartingWith, capture } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, {
    reservationNumber: (text) => capture(text, /reservation code:\s*\**\s*([A-Z0-9]{5,8})/i),
    underName: (text) => capture(text, /^\s*1\. Passenger:\s*(.+)$/m),
  });
  const flights: Reservation[] = [];
  for (const block of blocksStartingWith(text, /^\s*Flight:\s+\d/)) {
    const head = /Flight:\s+([\d.]+)\s*\|\s*([A-Z0-9]{2})\s*(\d{1,4})/.exec(block);
    const dep = /Departure:\s+(\d{1,2}:\d{2})\s+(.+)/.exec(block);
    const arr = /Arrival:\s+(\d{1,2}:\d{2})\s+(.+)/.exec(block);
    if (!head || !dep || !arr) continue;
    const day = parseNumericDate(head[1] ?? '');
    // Times are local; an arrival "before" the departure lands the next day.
    const [departureTime, arrivalTime] = legTimes(day, dep[1], arr[1]);
    flights.push(
      flightReservation({
        ...header,
        airlineIata: head[2],
        airlineName: capture(block, /operated by\s+(.+)/),
        flightNumber: head[3],
        departureAirport: { name: dep[2]?.trim() },
        arrivalAirport: { name: arr[2]?.trim() },
        departureTime,
        arrivalTime,
      }),
    );
  }
  return flights;
}

/** Eurowings (and former Germanwings) booking confirmations in text form. */
export const eurowings: ProviderExtractor = {
  id: 'eurowings',
  provider: 'Eurowings',
  classification: 'direct',
  runsFirst: true,
  filters: [{ senderDomains: ['eurowings.com', 'germanwings.com'] }],
  extract,
};
