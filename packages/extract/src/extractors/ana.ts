import type { Reservation } from '../schema/reservation.js';
import { parseDateTime } from './lib/dates.js';
import { flightDesignator, labelled } from './lib/fields.js';
import { personFromFamilyFirst } from './lib/names.js';
import { parsePrice } from './lib/price.js';
import { flightReservation } from './lib/reservations.js';
import { routeLegs } from './lib/rows.js';
import { isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  // ANA's reservation numbers are four digits or six characters.
  const reservationNumber = labelled(text, 'Reservation number');
  if (!reservationNumber || !/^(?:\d{4}|[A-Z0-9]{6})$/.test(reservationNumber)) return [];
  const passenger = labelled(text, 'Passenger');
  const underName = passenger?.includes('/') ? personFromFamilyFirst(passenger) : passenger;
  const price = parsePrice(labelled(text, 'Fare total|Total') ?? '');
  const status = isCancellation(text, input.subject) ? 'cancelled' : 'confirmed';
  return routeLegs(text, 'NH', 'Departure', 'Arrival').map((leg) =>
    flightReservation({
      reservationNumber,
      underName,
      price,
      status,
      ...flightDesignator(leg.designator),
      airlineName: 'All Nippon Airways',
      departureAirport: leg.from,
      arrivalAirport: leg.to,
      departureTime: parseDateTime(leg.departure, input.date),
      arrivalTime: parseDateTime(leg.arrival, input.date),
    }),
  );
}

/** ANA (All Nippon Airways) reservation confirmations in English. */
export const ana: ProviderExtractor = {
  id: 'ana',
  provider: 'ANA',
  classification: 'direct',
  filters: [{ senderDomains: ['ana.co.jp'] }],
  extract,
};
