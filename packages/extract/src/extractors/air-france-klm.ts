import type { Reservation } from '../schema/reservation.js';
import { flightBookingHeader } from './lib/booking-header.js';
import { CLOCK, parseNamedDate } from './lib/dates.js';
import { airportRef, flightDesignator } from './lib/fields.js';
import { firstReading } from './lib/first-reading.js';
import { flightBlocksReader } from './lib/flight-blocks.js';
import { flightReservation } from './lib/reservations.js';
import { legOnDay } from './lib/rows.js';
import { capture } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

// "09:20  Amsterdam, Schiphol (AMS)"
const STOP = new RegExp(String.raw`^(${CLOCK})\s+(.+\([A-Z]{3}\))\s*$`, 'gm');

const readConfirmation = flightBlocksReader({
  reservationNumber: 'Booking code|Code de réservation|Boekingscode',
  underName: 'Passengers|Passagers|Passagiers',
  total: 'Total amount paid|Montant total payé|Totaal betaald bedrag',
  flightStart: /^(?:Flight|Vol|Vlucht) \d+\s*$/,
  flight: (block, input) => {
    const day = parseNamedDate(block, input.date);
    const [dep, arr] = [...block.matchAll(STOP)];
    const service = block.split('\n').find((l) => /^(?:KL|AF|HV|TO|A5|DB|WA)\d{1,4}\b/.test(l)) ?? '';
    if (!dep || !arr || !day) return undefined;
    return {
      ...flightDesignator(service),
      airlineName: capture(service, /(?:Operated by|Opéré par|Uitgevoerd door)\s+([^·]+)/),
      ...legOnDay(day, [dep[1], airportRef(dep[2])], [arr[1], airportRef(arr[2])]),
    };
  },
});

/**
 * A flight as the ticket mail prints it, a line each: the airport it leaves ("Alphaville (AAA)"), a dash, the airport
 * it reaches, and its departure's day and clock ("Friday 12 May 2017 at 08:40", "zondag 08 september 2019 om 17:25").
 */
const TICKET_FLIGHT = new RegExp(
  String.raw`^(\S[^\n]*\([A-Z]{3}\))[ \t]*\n[ \t]*-[ \t]*\n[ \t]*(\S[^\n]*\([A-Z]{3}\))[ \t]*\n[ \t]*(\S[^\n]*?(${CLOCK}))[ \t]*$`,
  'gm',
);

/** The traveller the ticket mail greets ("Dear Test User,", "Beste Test User,", "Cher Test User,"). */
const GREETED = /^(?:Dear|Beste|Geachte|Cher|Chère)\s+([^,\n]+),\s*$/m;

/**
 * The mail that sends a ticket (its PDF attached): its booking code, and each flight without its number (see
 * `TICKET_FLIGHT`), the traveller named in the greeting.
 */
function readTicket(input: ExtractorInput): Reservation[] {
  const header = flightBookingHeader(input, {
    reservationNumber: 'Booking code|Code de réservation|Boekingscode',
    underName: GREETED,
  });
  if (!header.reservationNumber) return [];
  return [...input.text.matchAll(TICKET_FLIGHT)].flatMap((m) => {
    const day = parseNamedDate(m[3] ?? '', input.date);
    if (!day) return [];
    const leg = legOnDay(day, [m[4], airportRef(m[1])], [undefined, airportRef(m[2])]);
    return [flightReservation({ ...header, ...leg })];
  });
}

const extract = firstReading(readConfirmation, readTicket);

/** Air France and KLM booking confirmations (one booking platform, English, French or Dutch). */
export const airFranceKlm: ProviderExtractor = {
  id: 'air-france-klm',
  provider: 'Air France-KLM',
  classification: 'direct',
  filters: [{ senderDomains: ['klm.com', 'klm.nl', 'airfrance.com', 'airfrance.fr', 'service.airfrance.com'] }],
  extract,
};
