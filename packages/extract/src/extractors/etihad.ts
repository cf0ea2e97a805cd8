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
  const reservationNumber = capture(text, /Booking reference:?\s+([A-Z0-9]{6})\b/i);
  if (!reservationNumber) return [];
  const underName = labelled(text, 'Guest|Passenger');
  const price = parsePrice(capture(text, /^Total:?\s+(.+)$/m) ?? '');
  const status = isCancellation(text, input.subject) ? 'cancelled' : 'confirmed';
  return routeLegs(text, 'EY', 'Departing', 'Arriving').map((leg) =>
    flightReservation({
      reservationNumber,
      underName,
      ticketNumber: labelled(text, 'Ticket number'),
      price,
      status,
      ...flightDesignator(leg.designator),
      airlineName: 'Etihad Airways',
      departureAirport: leg.from,
      arrivalAirport: leg.to,
      departureTime: parseDateTime(leg.departure, input.date),
      arrivalTime: parseDateTime(leg.arrival, input.date),
      departureTerminal: capture(leg.departure, /Terminal\s+(\w+)/),
      arrivalTerminal: capture(leg.arrival, /Terminal\s+(\w+)/),
      seat: capture(leg.block, /\bSeat\s+(\d{1,2}[A-K])\b/),
    }),
  );
}

/** Etihad Airways booking confirmations. */
export const etihad: ProviderExtractor = {
  id: 'etihad',
  provider: 'Etihad Airways',
  classification: 'direct',
  filters: [{ senderDomains: ['etihad.com', 'etihad.ae'] }],
  extract,
};
