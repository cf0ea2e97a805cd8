import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { atTime, CLOCK, parseNamedDate, plusDays } from './lib/dates.js';
import { type AirportRef, flightReservation } from './lib/reservations.js';
import { blocksStartingWith, capture } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

// "07:35 Tegel(TXL), Berlin, Tyskland" and, on the next line, perhaps "Terminal 4".
const STOP = new RegExp(String.raw`(${CLOCK})\s+([^(\n]+?)\s*\(([A-Z]{3})\)[^\n]*(?:\n\s+Terminal\s+(\S+))?`);

function stop(block: string, label: RegExp): { time?: string; airport: AirportRef; terminal?: string } | undefined {
  const start = block.search(label);
  if (start < 0) return undefined;
  const m = STOP.exec(block.slice(start));
  if (!m) return undefined;
  return { time: m[1], airport: { name: m[2], iataCode: m[3] }, terminal: m[4] };
}

/** The label of the travellers' line; some print it once per traveller ("Resenär:" twice). */
const TRAVELLER_LABEL = /^(?:Resenärer|Resenär|Reisende|Rejsende|Travell?ers?|Passengers?):\s*\S/;

/**
 * The travellers: each labelled line's value and the names printed under it in its column ("Resenärer:   Anna Lind"
 * over "             Erik Lind").
 */
function travellers(text: string): string[] {
  const lines = text.split(/\r?\n/);
  const names: string[] = [];
  lines.forEach((labelled, at) => {
    if (!TRAVELLER_LABEL.test(labelled)) return;
    const first = /^([^:]+:\s*)(\S.*?)\s*$/.exec(labelled);
    // A count ("Passengers: 2") names no one.
    if (!first?.[2] || !/^\p{L}/u.test(first[2])) return;
    const column = first[1]?.length ?? 0;
    names.push(first[2]);
    for (const line of lines.slice(at + 1)) {
      const name = line.trim();
      if (line.slice(0, column).trim() !== '' || !/^\p{Lu}[\p{L}'’.-]*(?: \p{L}[\p{L}'’.-]*)+$/u.test(name)) break;
      names.push(name);
    }
  });
  return [...new Set(names)];
}

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, {
    reservationNumber:
      /(?:Din bokningsreferens|Din bestillingsreferanse|Din bookingreference|Your booking reference|Booking reference):\s*(\S+)/i,

    total: /^(?:Totalpris|Total price|Totalt):\s*(.+)$/m,
  });
  const named = travellers(text);
  const flights: Reservation[] = [];
  for (const block of blocksStartingWith(
    text,
    /^\s+(?:Bokningsstatus|Bestillingsstatus|Bookingstatus|Booking status):/,
  )) {
    const flight = /^(?:Flyg|Fly|Flight):\s+([A-Z0-9]{2})\s?(\d{1,4}),\s*(.+)$/m.exec(block);
    const day = parseNamedDate(capture(block, /^(?:Datum|Dato|Date):\s*(.+)$/m) ?? '', input.date);
    const dep = stop(block, /^(?:Avgång|Avgang|Avreise|Afgang|Departure):/m);
    const arr = stop(block, /^(?:Ankomst|Arrival):/m);
    if (!flight || !dep || !arr) continue;
    const departureTime = atTime(day, dep.time);
    let arrivalTime = atTime(day, arr.time);
    if (departureTime && arrivalTime && arrivalTime < departureTime) arrivalTime = plusDays(arrivalTime, 1);
    const status =
      /(?:Bokningsstatus|Bestillingsstatus|Bookingstatus|Booking status):\s*(?:Avbokad|Kansellert|Annulleret|Cancel)/i.test(
        block,
      )
        ? 'cancelled'
        : header.status;
    for (const underName of named.length > 0 ? named : [undefined]) {
      flights.push(
        flightReservation({
          ...header,
          underName,
          status,
          airlineIata: flight[1],
          flightNumber: flight[2],
          airlineName: flight[3]?.trim(),
          departureAirport: dep.airport,
          arrivalAirport: arr.airport,
          departureTerminal: dep.terminal,
          arrivalTerminal: arr.terminal,
          departureTime,
          arrivalTime,
        }),
      );
    }
  }
  return flights;
}

/** FCM Travel (Travellink Corporate) itineraries, in Swedish, Norwegian, Danish or English. */
export const fcmTravel: ProviderExtractor = {
  id: 'fcm-travel',
  provider: 'FCM Travel',
  classification: 'tmc',
  runsFirst: true,
  filters: [
    {
      senderDomains: ['fcmtravel.se', 'fcmtravel.com', 'fcm.travel', 'travellink.se', 'travellink.no', 'travellink.dk'],
    },
  ],
  extract,
};
