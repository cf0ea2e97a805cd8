import type { JsonLdObject, Reservation } from '../schema/reservation.js';
import { atTime, parseNamedDate, plusDays, reservationSystemClock } from './lib/dates.js';
import { familyGroup, isNameFieldLine, personFromFamilyFirst } from './lib/names.js';
import { flightReservation } from './lib/reservations.js';
import { capture, matchAll } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

/**
 * An air segment as reservation systems display it, one per line:
 * - Galileo: " 1. DL   38 Y  20JAN HKGSEA HS3  1145   0811  O  SA"
 * - Apollo and Worldspan: " 1 UA 123Y 20JAN SFOORD HK1   800A  220P"
 * - Amadeus: "  2  LH 400 Y 20JAN 1 FRAJFK HK2  1000 1245  20JAN  E  LH/ABCDEF" (day of the week, arrival day)
 * - Sabre: " 1 LH 400Y 20JAN M FRAJFK*HK2  1000  1245  /DCLH*ABCDEF /E" (day of the week as a letter)
 * Carrier, number, booking class, day, city pair, status and party size, departure and arrival time (24-hour or with
 * A/P/N; run together when the first ends in its letter, "900A1210P"), perhaps a day shift ("+1", "#1", a bare "+" the
 * next day, Apollo's "|" the next day or a count stuck to the time before its "*": "745A|*", "540A2*"; Galileo marks the arrival time itself, stuck to
 * it or apart: "#0555" or "# 555A" the next day, "*0555" the day after, "-2330" the day before) or the arrival's own
 * day.
 */
const SEGMENT =
  /^\s*\d{1,2}\.?\s+([A-Z0-9]{2})\s*(\d{1,4})\s*[A-Z]?\s+(\d{2}[A-Z]{3})(?:\s+[1-7A-Z])?\s+([A-Z]{3})\s*([A-Z]{3})\s*\*?([A-Z]{2})\d{1,2}\s+(\d{3,4}[APN]?)(?:\s+|(?<=[APN]))(?:([#*-])\s*)?(\d{3,4}[APN]?)(?:\s*[+#](\d)|([+|])|(\d)(?=\*))?(?:\s+(\d{2}[A-Z]{3})\b)?/gm;
// "1.1KONQUI/KATIE MS" (Galileo, Sabre) or "1.KONQUI/KATIE MS" (Amadeus) up to the next name, with an infant's or
// child's "*07JAN2007" or "*P-C07" dropped, and Amadeus's passenger type and birth day "(ADT/14MAR85)"; read on the
// name field's lines only (a fare line's "USD 35.60US/USD" is none), a family's group giving each of its given names.
const NAME =
  /(?:^|\s)\d+\.\d*([A-Z][A-Z' -]*(?:\/[A-Z][A-Z .'-]*?)+)(?:\*[\w-]+|\([A-Z]{3}(?:\/\w+)?\))?(?=\s{2,}|\s+\d+\.\d*[A-Z]|\s*$)/gm;
/** Days an arrival time's own mark moves it by. */
const MARKED_SHIFT: Readonly<Record<string, number>> = { '#': 1, '*': 2, '-': -1 };
/** Cancelled by the airline or the agent, unable, refused, or the old time a schedule change replaced (WK, XK). */
const CANCELLED_STATUS = new Set(['HX', 'XX', 'UN', 'UC', 'NO', 'WK', 'XK']);

/**
 * The record locator: labelled, the last field of Amadeus's "RP/" line, or the first of Galileo's heading line
 * ("WC6FVO/WS QSBIV VTL9WS  AG 99999992 08MAR": locator, agent's sign, ..., the day it was made).
 */
function recordLocator(text: string): string | undefined {
  return (
    capture(text, /(?:RECORD LOCATOR|BOOKING REF(?:ERENCE)?|PNR)\s*[:-]?\s*([A-Z0-9]{6})\b/) ??
    capture(text, /^\s*RP\/\S+.*\s([A-Z0-9]{6})\s*$/m) ??
    capture(text, /^\s*([A-Z0-9]{6})\/[A-Z0-9]{2}\s.*\s\d{2}[A-Z]{3}\s*$/m)
  );
}

/** The day Amadeus's "RP/" line says the record was last changed ("18AUG16"): the year's anchor without a date. */
function recordDay(text: string): Date | undefined {
  const printed = capture(text, /^\s*RP\/\S+.*\s(\d{1,2}[A-Z]{3}\d{2})\/\d{4}Z\s/m);
  const day = printed ? parseNamedDate(printed.replace(/(\d{2})$/, ' 20$1')) : undefined;
  return day ? new Date(`${day}T00:00:00Z`) : undefined;
}

/** A segment's carrier, number and day (`CZ 6885 04MAY`). */
function flightAndDay(s: RegExpMatchArray): string {
  return `${s[1]} ${Number(s[2])} ${s[3]}`;
}

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reference = input.date ?? recordDay(text);
  const reservationNumber = recordLocator(text);
  const nameField = text.split('\n').filter(isNameFieldLine).join('\n');
  const passengers: (JsonLdObject | undefined)[] = matchAll(nameField, NAME).flatMap((m) =>
    familyGroup(m[1] ?? '').map(personFromFamilyFirst),
  );
  if (passengers.length === 0) passengers.push(undefined);
  const flights: Reservation[] = [];
  const segments = matchAll(text, SEGMENT);
  // A flight whose old time a schedule change cancelled (WK) is listed again with its new one (TK): that one is it.
  const held = new Set(segments.filter((s) => !CANCELLED_STATUS.has(s[6] ?? '')).map(flightAndDay));
  for (const s of segments) {
    if (CANCELLED_STATUS.has(s[6] ?? '') && held.has(flightAndDay(s))) continue;
    const day = parseNamedDate(s[3] ?? '', reference);
    const departureTime = atTime(day, reservationSystemClock(s[7]));
    const arrivalDay = s[13] ? parseNamedDate(s[13], reference) : day;
    let arrivalTime = atTime(arrivalDay, reservationSystemClock(s[9]));
    const shift = Number(s[10] ?? (s[11] ? 1 : undefined) ?? s[12] ?? MARKED_SHIFT[s[8] ?? ''] ?? 0);
    if (arrivalTime && shift) arrivalTime = plusDays(arrivalTime, shift);
    else if (!s[13] && departureTime && arrivalTime && arrivalTime < departureTime)
      arrivalTime = plusDays(arrivalTime, 1);
    for (const underName of passengers) {
      flights.push(
        flightReservation({
          reservationNumber,
          underName,
          status: CANCELLED_STATUS.has(s[6] ?? '') ? 'cancelled' : 'confirmed',
          airlineIata: s[1],
          flightNumber: String(Number(s[2])),
          departureAirport: { iataCode: s[4] },
          arrivalAirport: { iataCode: s[5] },
          departureTime,
          arrivalTime,
        }),
      );
    }
  }
  return flights;
}

/**
 * Itineraries pasted from a reservation system (Travelport Galileo, Apollo and Worldspan, Amadeus, Sabre), as
 * agencies mail them.
 */
export const travelportGalileo: ProviderExtractor = {
  id: 'travelport-galileo',
  provider: 'Travelport Galileo',
  // Raw GDS records come from agency desks rather than from the airline.
  classification: 'tmc',
  runsFirst: true,
  filters: [
    {
      content:
        /^\s*\d{1,2}\.?\s+[A-Z0-9]{2}\s*\d{1,4}\s*[A-Z]?\s+\d{2}[A-Z]{3}(?:\s+[1-7A-Z])?\s+[A-Z]{3}\s*[A-Z]{3}\s*\*?[A-Z]{2}\d{1,2}\s+\d{3,4}(?:[APN]?\s|[APN]\d)/m,
    },
  ],
  extract,
};
