import type { Reservation } from '../schema/reservation.js';
import { atTime, parseNumericDate, plusDays } from './lib/dates.js';
import { airportRef, flightDesignator, labelled } from './lib/fields.js';
import { parsePrice } from './lib/price.js';
import { flightReservation } from './lib/reservations.js';
import { blocksStartingWith, isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

// "Zurich (ZRH) 07:10 – Barcelona (BCN) 08:55"
const ROUTE = /^(.+?\([A-Z]{3}\))\s+(\d{1,2}:\d{2})\s+[–-]\s+(.+?\([A-Z]{3}\))\s+(\d{1,2}:\d{2})/m;

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber = labelled(text, 'Booking reference|Buchungsreferenz');
  const underName = labelled(text, 'Passengers|Passagiere');
  const price = parsePrice(labelled(text, 'Total price|Gesamtpreis') ?? '');
  const status = isCancellation(text, input.subject) ? 'cancelled' : 'confirmed';
  const flights: Reservation[] = [];
  for (const block of blocksStartingWith(text, /^LX\s?\d{1,4}\s/)) {
    const [head = ''] = block.split('\n');
    const route = ROUTE.exec(block);
    const day = parseNumericDate(head);
    if (!route) continue;
    const departureTime = atTime(day, route[2]);
    let arrivalTime = atTime(day, route[4]);
    if (departureTime && arrivalTime && arrivalTime < departureTime) arrivalTime = plusDays(arrivalTime, 1);
    flights.push(
      flightReservation({
        reservationNumber,
        underName,
        price,
        status,
        ...flightDesignator(head),
        departureAirport: airportRef(route[1]),
        arrivalAirport: airportRef(route[3]),
        departureTime,
        arrivalTime,
      }),
    );
  }
  return flights;
}

/** SWISS (Swiss International Air Lines) booking confirmations. */
export const swiss: ProviderExtractor = {
  id: 'swiss',
  provider: 'SWISS',
  classification: 'direct',
  filters: [{ senderDomains: ['swiss.com', 'notifications.swiss.com'] }],
  extract,
};
