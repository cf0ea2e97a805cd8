import type { Reservation } from '../schema/reservation.js';
import { atTime, parseNamedDate, plusDays } from './lib/dates.js';
import { flightDesignator, labelled } from './lib/fields.js';
import { parsePrice } from './lib/price.js';
import { flightReservation } from './lib/reservations.js';
import { blocksStartingWith, isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

// "Dallas/Fort Worth (DFW) 7:05 AM"
const STOP = /^(.+?)\s*\(([A-Z]{3})\)\s*(\d{1,2}:\d{2}\s*[AP]M)/i;
const DAY_LINE = /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \w+ \d{1,2}, \d{4}\s*$/;

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber = labelled(text, 'Record locator');
  const underName = labelled(text, 'Passenger');
  const price = parsePrice(labelled(text, 'Trip total') ?? '');
  const status = isCancellation(text, input.subject) ? 'cancelled' : 'confirmed';
  const flights: Reservation[] = [];
  for (const block of blocksStartingWith(text, DAY_LINE)) {
    const day = parseNamedDate(block.split('\n')[0] ?? '', input.date);
    const dep = STOP.exec(labelled(block, 'Depart') ?? '');
    const arr = STOP.exec(labelled(block, 'Arrive') ?? '');
    const service = block.split('\n').find((l) => /^AA \d{1,4}\s*$/.test(l));
    if (!dep || !arr || !service) continue;
    const departureTime = atTime(day, dep[3]);
    let arrivalTime = atTime(day, arr[3]);
    if (departureTime && arrivalTime && arrivalTime < departureTime) arrivalTime = plusDays(arrivalTime, 1);
    flights.push(
      flightReservation({
        reservationNumber,
        underName,
        ticketNumber: labelled(text, 'Ticket'),
        price,
        status,
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
