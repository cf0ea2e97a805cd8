import type { Reservation } from '../schema/reservation.js';
import { parseDateTime } from './lib/dates.js';
import { flightDesignator, labelled } from './lib/fields.js';
import { parsePrice } from './lib/price.js';
import { flightReservation } from './lib/reservations.js';
import { routeLegs } from './lib/rows.js';
import { capture, isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber = capture(text, /(?:Buchungsnummer|Booking number):?\s+([A-Z0-9]{6})\b/i);
  if (!reservationNumber) return [];
  const underName = labelled(text, 'Reisender|Passagier|Passenger');
  const price = parsePrice(labelled(text, 'Gesamtpreis|Total price') ?? '');
  const status = isCancellation(text, input.subject) ? 'cancelled' : 'confirmed';
  return routeLegs(text, 'DE', 'Abflug|Departure', 'Ankunft|Arrival').map((leg) =>
    flightReservation({
      reservationNumber,
      underName,
      price,
      status,
      ...flightDesignator(leg.designator),
      airlineName: 'Condor',
      departureAirport: leg.from,
      arrivalAirport: leg.to,
      departureTime: parseDateTime(leg.departure, input.date),
      arrivalTime: parseDateTime(leg.arrival, input.date),
    }),
  );
}

/** Condor booking confirmations (German and English mails). */
export const condor: ProviderExtractor = {
  id: 'condor',
  provider: 'Condor',
  classification: 'direct',
  filters: [{ senderDomains: ['condor.com'] }],
  extract,
};
