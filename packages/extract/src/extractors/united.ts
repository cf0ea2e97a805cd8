import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { parseNamedDate } from './lib/dates.js';
import { flightDesignator, labelled } from './lib/fields.js';
import { flightReservation } from './lib/reservations.js';
import { legTimes } from './lib/rows.js';
import { blocksStartingWith } from './lib/text.js';
import { travellerName } from './lib/traveller-name.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

// "08:00 AM San Francisco, CA, US (SFO)" or "02:15 PM Chicago, IL, US (ORD - O'Hare)"
const STOP = /^(\d{1,2}:\d{2}\s*[AP]M)\s+(.+?)\s*\(([A-Z]{3})(?:\s*-[^)]*)?\)/i;

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, { reservationNumber: 'Confirmation Number', total: 'Total' });
  const traveler = labelled(text, 'TRAVELER DETAILS');
  const seats = new Map(
    [...text.matchAll(/\b([A-Z]{3})-([A-Z]{3}) (\d{1,2}[A-Z])\b/g)].map((m) => [`${m[1]}-${m[2]}`, m[3]]),
  );
  const flights: Reservation[] = [];
  for (const block of blocksStartingWith(text, /^Flight \d+ of \d+/)) {
    const day = parseNamedDate(block, input.date);
    const dep = STOP.exec(labelled(block, 'Departure') ?? '');
    const arr = STOP.exec(labelled(block, 'Arrival') ?? '');
    if (!dep || !arr) continue;
    const [departureTime, arrivalTime] = legTimes(day, dep[1], arr[1]);
    flights.push(
      flightReservation({
        ...header,
        underName: travellerName(traveler),
        ticketNumber: labelled(text, 'eTicket Number'),
        ...flightDesignator(block.split('\n')[0]?.replace(/^Flight \d+ of \d+/, '')),
        departureAirport: { name: dep[2], iataCode: dep[3] },
        arrivalAirport: { name: arr[2], iataCode: arr[3] },
        departureTime,
        arrivalTime,
        seat: seats.get(`${dep[3]}-${arr[3]}`),
      }),
    );
  }
  return flights;
}

/** United Airlines eTicket itinerary and receipt mails. */
export const united: ProviderExtractor = {
  id: 'united',
  provider: 'United Airlines',
  classification: 'direct',
  filters: [{ senderDomains: ['united.com', 'news.united.com'] }],
  extract,
};
