import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { parseNamedDate } from './lib/dates.js';
import { labelled } from './lib/fields.js';
import { flightReservation } from './lib/reservations.js';
import { legTimes } from './lib/rows.js';
import { blocksStartingWith, capture } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, { reservationNumber: 'Confirmation', underName: 'Name', total: 'Total' });
  const flights: Reservation[] = [];
  // "MON 10MAR   DELTA 1234   Main Cabin (L)", then DEPART and ARRIVE lines with city and time.
  for (const block of blocksStartingWith(text, /^[A-Z]{3} \d{1,2}[A-Z]{3}\s+DELTA \d+/)) {
    const head = /^[A-Z]{3} (\d{1,2}[A-Z]{3})\s+DELTA (\d+)\s*(.*)$/m.exec(block);
    const dep = /^DEPART\s+(.+?)\s{2,}(\d{1,2}:\d{2}\s*[ap]m)/im.exec(block);
    const arr = /^ARRIVE\s+(.+?)\s{2,}(\d{1,2}:\d{2}\s*[ap]m)/im.exec(block);
    if (!head || !dep || !arr) continue;
    const day = parseNamedDate(head[1] ?? '', input.date);
    const [departureTime, arrivalTime] = legTimes(day, dep[2], arr[2]);
    flights.push(
      flightReservation({
        ...header,
        ticketNumber: labelled(text, 'Ticket'),
        airlineIata: 'DL',
        airlineName: 'Delta Air Lines',
        flightNumber: head[2],
        departureAirport: { name: dep[1] },
        arrivalAirport: { name: arr[1] },
        departureTime,
        arrivalTime,
        seat: capture(block, /^Seat:\s*(\S+)/m),
      }),
    );
  }
  return flights;
}

/** Delta Air Lines flight receipts. */
export const delta: ProviderExtractor = {
  id: 'delta',
  provider: 'Delta Air Lines',
  classification: 'direct',
  filters: [{ senderDomains: ['delta.com'] }],
  extract,
};
