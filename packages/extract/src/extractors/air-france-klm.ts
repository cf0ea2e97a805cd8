import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { parseNamedDate } from './lib/dates.js';
import { airportRef, flightDesignator } from './lib/fields.js';
import { flightReservation } from './lib/reservations.js';
import { legTimes } from './lib/rows.js';
import { blocksStartingWith, capture } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

// "09:20  Amsterdam, Schiphol (AMS)"
const STOP = /^(\d{1,2}:\d{2})\s+(.+\([A-Z]{3}\))\s*$/gm;

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, {
    reservationNumber: 'Booking code|Code de réservation|Boekingscode',
    underName: 'Passengers|Passagers|Passagiers',
    total: 'Total amount paid|Montant total payé|Totaal betaald bedrag',
  });
  const flights: Reservation[] = [];
  for (const block of blocksStartingWith(text, /^(?:Flight|Vol|Vlucht) \d+\s*$/)) {
    const day = parseNamedDate(block, input.date);
    const [dep, arr] = [...block.matchAll(STOP)];
    const service = block.split('\n').find((l) => /^(?:KL|AF|HV|TO|A5|DB|WA)\d{1,4}\b/.test(l)) ?? '';
    if (!dep || !arr || !day) continue;
    const [departureTime, arrivalTime] = legTimes(day, dep[1], arr[1]);
    flights.push(
      flightReservation({
        ...header,
        ...flightDesignator(service),
        airlineName: capture(service, /(?:Operated by|Opéré par|Uitgevoerd door)\s+([^·]+)/),
        departureAirport: airportRef(dep[2]),
        arrivalAirport: airportRef(arr[2]),
        departureTime,
        arrivalTime,
      }),
    );
  }
  return flights;
}

/** Air France and KLM booking confirmations (one booking platform, English, French or Dutch). */
export const airFranceKlm: ProviderExtractor = {
  id: 'air-france-klm',
  provider: 'Air France-KLM',
  classification: 'direct',
  filters: [{ senderDomains: ['klm.com', 'klm.nl', 'airfrance.com', 'airfrance.fr', 'service.airfrance.com'] }],
  extract,
};
