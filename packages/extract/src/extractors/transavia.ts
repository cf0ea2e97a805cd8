import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { parseNamedDate } from './lib/dates.js';
import { flightDesignator } from './lib/fields.js';
import { flightReservation } from './lib/reservations.js';
import { airportsInLine, legTimes } from './lib/rows.js';
import { blocksStartingWith, capture } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, {
    reservationNumber: /(?:Boekingsnummer|Booking number|Numéro de réservation):?\s+([A-Z0-9]{6})\b/i,
    total: /^(?:Totaalbedrag|Total amount|Montant total):?\s+(.+)$/im,
  });
  if (!header.reservationNumber) return [];
  // "Mevrouw Sanne de Vries Stoel 21A / 19F": salutation, name, then one seat per flight.
  const passenger = /^(?:Mevrouw|Meneer|Mrs?|Ms|Madame|Monsieur)\s+(.+?)(?:\s+(?:Stoel|Seat|Siège)\s+(.+))?$/im.exec(
    capture(text, /^(?:Passagiers|Passengers|Passagers)\s*\n+([^\n]+)/im) ?? '',
  );
  const seats = (passenger?.[2] ?? '').split(/\s*\/\s*/);
  const flights: Reservation[] = [];
  // A leg: its heading, "vr 18 sep 2026 Vluchtnummer HV 5131", "Vertrek 06:45 Aankomst 08:55", both airports.
  const legs = blocksStartingWith(
    text,
    /^(?:Heenvlucht|Terugvlucht|Outbound flight|Return flight|Vol aller|Vol retour)\s*$/i,
  );
  legs.forEach((block, i) => {
    const designator = capture(block, /\b((?:HV|TO)\s?\d{1,4})\b/);
    const day = parseNamedDate(block.replace(/\b(?:HV|TO)\s?\d+/g, ''), input.date);
    const dep = capture(block, /(?:Vertrek|Departure|Départ)\s+(\d{1,2}:\d{2})/i);
    const arr = capture(block, /(?:Aankomst|Arrival|Arrivée)\s+(\d{1,2}:\d{2})/i);
    const [from, to] = airportsInLine(
      block.split('\n').find((l) => (l.match(/\([A-Z]{3}\)/g) ?? []).length === 2) ?? '',
    );
    if (!designator || !day || !from || !to) return;
    const [departureTime, arrivalTime] = legTimes(day, dep, arr);
    flights.push(
      flightReservation({
        ...header,
        underName: passenger?.[1],
        ...flightDesignator(designator),
        airlineName: 'Transavia',
        departureAirport: from,
        arrivalAirport: to,
        departureTime,
        arrivalTime,
        seat: /^\d{1,2}[A-K]$/.test(seats[i]?.trim() ?? '') ? seats[i]?.trim() : undefined,
      }),
    );
  });
  return flights;
}

/** Transavia booking confirmations (Dutch, English and French mails). */
export const transavia: ProviderExtractor = {
  id: 'transavia',
  provider: 'Transavia',
  classification: 'direct',
  filters: [{ senderDomains: ['transavia.com', 'transavia.nl', 'transavia.fr'] }],
  extract,
};
