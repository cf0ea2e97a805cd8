import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { parseNamedDate } from './lib/dates.js';
import { flightDesignator, labelled } from './lib/fields.js';
import { flightReservation } from './lib/reservations.js';
import { legTimes } from './lib/rows.js';
import { blocksStartingWith } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

// "Dallas/Fort Worth (DFW) 7:05 AM"
const STOP = /^(.+?)\s*\(([A-Z]{3})\)\s*(\d{1,2}:\d{2}\s*[AP]M)/i;
const DAY_LINE = /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \w+ \d{1,2}, \d{4}\s*$/;

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, {
    reservationNumber: 'Record locator',
    underName: 'Passenger',
    total: 'Trip total',
  });
  const flights: Reservation[] = [];
  for (const block of blocksStartingWith(text, DAY_LINE)) {
    const day = parseNamedDate(block.split('\n')[0] ?? '', input.date);
    const dep = STOP.exec(labelled(block, 'Depart') ?? '');
    const arr = STOP.exec(labelled(block, 'Arrive') ?? '');
    const service = block.split('\n').find((l) => /^AA \d{1,4}\s*$/.test(l));
    if (!dep || !arr || !service) continue;
    const [departureTime, arrivalTime] = legTimes(day, dep[3], arr[3]);
    flights.push(
      flightReservation({
        ...header,
        ticketNumber: labelled(text, 'Ticket'),
        ...flightDesignator(service),
        departureAirport: { name: dep[1], iataCode: dep[2] },
        arrivalAirport: { name: arr[1], iataCode: arr[2] },
        departureTime,
        arrivalTime,
        seat: labelled(block, 'Seat'),
      }),
    );
  }
  return flights;
}

/** American Airlines trip confirmations. */
export const americanAirlines: ProviderExtractor = {
  id: 'american-airlines',
  provider: 'American Airlines',
  classification: 'direct',
  filters: [{ senderDomains: ['aa.com'] }],
  extract,
};
