import type { Reservation } from '../schema/reservation.js';
import { parsePrice } from './lib/price.js';
import { trainReservation } from './lib/reservations.js';
import { type Stop, stopTableRides } from './lib/stop-table.js';
import { capture } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

/**
 * Newer tickets print the traveller's name alone in the column of the order number, a line or two above it (`John
 * Doe` over `Auftragsnummer: 966599491818`).
 */
function nameAboveOrder(lines: readonly string[]): string | undefined {
  const at = lines.findIndex((l) => /(?:Auftragsnummer|Order number)[ \t]*:/.test(l));
  if (at < 0) return undefined;
  const column = (lines[at] ?? '').search(/(?:Auftragsnummer|Order number)[ \t]*:/);
  for (let i = at - 1; i >= Math.max(0, at - 3); i--) {
    const line = lines[i] ?? '';
    const edge = Math.max(0, column - 3);
    const name = /^\s*(\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+){1,3})\s*$/u.exec(line.slice(edge));
    if (name?.[1] && line.slice(0, edge).trim() === '') return name[1];
  }
  return undefined;
}

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber = capture(text, /(?:Auftragsnummer|Order number|Booking number)[ \t]*:\s+(\S+)/i);
  // A run of spaces is tried from its first space only: tried from every one, a ticket's wide columns cost ~40 µs.
  const underName =
    capture(text, /(?:^|(?<!\s)\s{2,})(?:Herr|Frau|Mr\.?|Mrs\.?|Ms\.?)\s+(\S+(?: \S+)*)\s*$/m) ??
    nameAboveOrder(text.split(/\r?\n/));
  const price = parsePrice(capture(text, /^\s*(?:Summe|Total)\s+(\S+)/m) ?? '');
  const lines = text.split(/\r?\n/);
  const legs: Reservation[] = [];
  // A leg from its two stops; its coach and seat from the product column's reservation details.
  const ride = (dep: Stop, arr: Stop, trainNumber: string | undefined, details: string) =>
    trainReservation({
      reservationNumber,
      underName,
      price,
      trainNumber,
      departureStation: dep.station,
      arrivalStation: arr.station,
      departureTime: dep.time,
      arrivalTime: arr.time,
      departurePlatform: dep.platform,
      arrivalPlatform: arr.platform,
      coach: capture(details, /(?:Wg\.|Wagen|Coach|Car)\s*(\w+)/i),
      // "Pl. 45, 1 Fenster", "Pl. 31 33, 1 Gang" or, on newer tickets, "Pl. 45 Fenster".
      seat: capture(details, /(?:Pl\.|Platz|Seats?)\s*(\d+(?: \d+)*)(?=\s*(?:,|$)|\s+\D)/i),
    });
  for (const { dep, arr, trainNumber, details } of stopTableRides(lines, text)) {
    legs.push(ride(dep, arr, trainNumber, details));
  }
  return legs;
}

/** Deutsche Bahn online tickets (the PDF's text or the booking mail). */
export const deutscheBahn: ProviderExtractor = {
  id: 'deutsche-bahn',
  provider: 'Deutsche Bahn',
  classification: 'direct',
  runsFirst: true,
  filters: [
    { senderDomains: ['bahn.de'], content: /Auftragsnummer|Buchungsnummer|Order number/ },
    // The company's line stands above the order number on some tickets, below it on others.
    {
      content:
        /DB Fernverkehr AG[\s\S]*(?:Auftragsnummer|Order number)[ \t]*:|(?:Auftragsnummer|Order number)[ \t]*:[\s\S]*DB Fernverkehr AG/,
      contentHolds: ['DB Fernverkehr AG'],
    },
    // Newer tickets name no company: the online ticket's journey table is its own.
    {
      content: /Online-Ticket[\s\S]*^\s*(?:Halt|Stop)\s+(?:Datum|Date)\s+(?:Zeit|Time)\b/m,
      contentHolds: ['Online-Ticket'],
    },
  ],
  extract,
};
