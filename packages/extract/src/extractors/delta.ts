import type { Reservation } from '../schema/reservation.js';
import { atTime, parseNamedDate, plusDays } from './lib/dates.js';
import { labelled } from './lib/fields.js';
import { parsePrice } from './lib/price.js';
import { flightReservation } from './lib/reservations.js';
import { blocksStartingWith, capture, isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber = labelled(text, 'Confirmation');
  const underName = labelled(text, 'Name');
  const price = parsePrice(labelled(text, 'Total') ?? '');
  const status = isCancellation(text, input.subject) ? 'cancelled' : 'confirmed';
  const flights: Reservation[] = [];
  // "MON 10MAR   DELTA 1234   Main Cabin (L)", then DEPART and ARRIVE lines with city and time.
  for (const block of blocksStartingWith(text, /^[A-Z]{3} \d{1,2}[A-Z]{3}\s+DELTA \d+/)) {
    const head = /^[A-Z]{3} (\d{1,2}[A-Z]{3})\s+DELTA (\d+)\s*(.*)$/m.exec(block);
    const dep = /^DEPART\s+(.+?)\s{2,}(\d{1,2}:\d{2}\s*[ap]m)/im.exec(block);
    const arr = /^ARRIVE\s+(.+?)\s{2,}(\d{1,2}:\d{2}\s*[ap]m)/im.exec(block);
    if (!head || !dep || !arr) continue;
    const day = parseNamedDate(head[1] ?? '', input.date);
    const departureTime = atTime(day, dep[2]);
    let arrivalTime = atTime(day, arr[2]);
    if (departureTime && arrivalTime && arrivalTime < departureTime) arrivalTime = plusDays(arrivalTime, 1);
    flights.push(
      flightReservation({
        reservationNumber,
        underName,
        ticketNumber: labelled(text, 'Ticket'),
        price,
        status,
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
