import type { Reservation } from '../schema/reservation.js';
import { atTime, parseNamedDate, plusDays } from './lib/dates.js';
import { airportRoute, flightDesignator, labelled } from './lib/fields.js';
import { parsePrice } from './lib/price.js';
import { flightReservation } from './lib/reservations.js';
import { blocksStartingWith, isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber = labelled(text, 'Booking Reference|Numéro de réservation');
  const underName = labelled(text, 'Passenger|Passager');
  const price = parsePrice(labelled(text, 'Total') ?? '');
  const status = isCancellation(text, input.subject) ? 'cancelled' : 'confirmed';
  const flights: Reservation[] = [];
  // "Flight 1: Montréal (YUL) to Vancouver (YVR)", the day, then "AC 311  Departs 08:00  Arrives 10:41".
  for (const block of blocksStartingWith(text, /^(?:Flight|Vol) \d+:/)) {
    const [head = '', dayLine = ''] = block.split('\n');
    const route = airportRoute(head.replace(/^\S+ \d+:\s*/, ''));
    const service = /^([A-Z0-9]{2}\s?\d{1,4})\s+Depart\w*\s+(\d{1,2}:\d{2})\s+Arriv\w*\s+(\d{1,2}:\d{2})/m.exec(block);
    const day = parseNamedDate(dayLine, input.date);
    if (!route || !service) continue;
    const departureTime = atTime(day, service[2]);
    let arrivalTime = atTime(day, service[3]);
    if (departureTime && arrivalTime && arrivalTime < departureTime) arrivalTime = plusDays(arrivalTime, 1);
    flights.push(
      flightReservation({
        reservationNumber,
        underName,
        price,
        status,
        ...flightDesignator(service[1]),
        departureAirport: route[0],
        arrivalAirport: route[1],
        departureTime,
        arrivalTime,
      }),
    );
  }
  return flights;
}

/** Air Canada booking confirmations. */
export const airCanada: ProviderExtractor = {
  id: 'air-canada',
  provider: 'Air Canada',
  classification: 'direct',
  filters: [{ senderDomains: ['aircanada.ca', 'aircanada.com'] }],
  extract,
};
