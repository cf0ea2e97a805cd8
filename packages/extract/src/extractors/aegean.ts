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
  const reservationNumber = capture(text, /^Booking reference:?\s+([A-Z0-9]{6})\b/im);
  if (!reservationNumber) return [];
  const underName = labelled(text, 'Passenger');
  const price = parsePrice(labelled(text, 'Total amount') ?? '');
  const status = isCancellation(text, input.subject) ? 'cancelled' : 'confirmed';
  // AEGEAN flies as A3, its regional arm Olympic as OA; both print numeric days ("12/11/2026 07:20").
  return routeLegs(text, 'A3|OA', 'Departure', 'Arrival').map((leg) =>
    flightReservation({
      reservationNumber,
      underName,
      price,
      status,
      ...flightDesignator(leg.designator),
      airlineName: leg.designator.startsWith('OA') ? 'Olympic Air' : 'Aegean Airlines',
      departureAirport: leg.from,
      arrivalAirport: leg.to,
      departureTime: parseDateTime(leg.departure, input.date),
      arrivalTime: parseDateTime(leg.arrival, input.date),
    }),
  );
}

/** AEGEAN (Aegean Airlines, Olympic Air) booking confirmations. */
export const aegean: ProviderExtractor = {
  id: 'aegean',
  provider: 'Aegean Airlines',
  classification: 'direct',
  filters: [{ senderDomains: ['aegeanair.com'] }],
  extract,
};
