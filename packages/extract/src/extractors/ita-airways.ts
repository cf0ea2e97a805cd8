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
  const reservationNumber = capture(text, /(?:Codice di prenotazione|Booking code)(?: \(PNR\))?:?\s+([A-Z0-9]{6})\b/i);
  if (!reservationNumber) return [];
  // Italian salutations ("Sig.ra", "Sig.") are not among the shared titles.
  const underName = labelled(text, 'Passeggero|Passenger')?.replace(
    /^(?:Sig\.ra|Sig\.na|Sig\.|Dott\.ssa|Dott\.)\s+/i,
    '',
  );
  const price = parsePrice(labelled(text, 'Totale|Total') ?? '');
  const status = isCancellation(text, input.subject) ? 'cancelled' : 'confirmed';
  return routeLegs(text, 'AZ', 'Partenza|Departure', 'Arrivo|Arrival').map((leg) =>
    flightReservation({
      reservationNumber,
      underName,
      ticketNumber: labelled(text, 'Numero biglietto|Ticket number'),
      price,
      status,
      ...flightDesignator(leg.designator),
      airlineName: 'ITA Airways',
      departureAirport: leg.from,
      arrivalAirport: leg.to,
      departureTime: parseDateTime(leg.departure, input.date),
      arrivalTime: parseDateTime(leg.arrival, input.date),
      departureTerminal: capture(leg.departure, /Terminal\s+(\w+)/),
      arrivalTerminal: capture(leg.arrival, /Terminal\s+(\w+)/),
    }),
  );
}

/** ITA Airways booking confirmations (Italian and English mails). */
export const itaAirways: ProviderExtractor = {
  id: 'ita-airways',
  provider: 'ITA Airways',
  classification: 'direct',
  filters: [{ senderDomains: ['ita-airways.com'] }],
  extract,
};
