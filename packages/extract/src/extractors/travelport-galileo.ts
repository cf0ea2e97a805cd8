import type { JsonLdObject, Reservation } from '../schema/reservation.js';
import {
  airlineLocator,
  headingLocator,
  nameFieldPeople,
  readSegmentLine,
  type SegmentLine,
} from './generic/segment-lines.js';
import { atTime, parseNamedDate, plusDays, reservationSystemClock } from './lib/dates.js';
import { isNameFieldLine, personFromFamilyFirst } from './lib/names.js';
import { flightReservation } from './lib/reservations.js';
import { capture } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

/** Cancelled by the airline or the agent, unable, refused, or the old time a schedule change replaced (WK, XK). */
const CANCELLED_STATUS = new Set(['HX', 'XX', 'UN', 'UC', 'NO', 'WK', 'XK']);

/** The record locator: labelled, else as the display's heading line gives it (`headingLocator`). */
function recordLocator(text: string): string | undefined {
  return (
    capture(text, /(?:RECORD LOCATOR|BOOKING REF(?:ERENCE)?|PNR)\s*[:-]?\s*([A-Z0-9]{6})\b/) ??
    text.split('\n').map(headingLocator).find(Boolean)
  );
}

/** The day Amadeus's "RP/" line says the record was last changed ("18AUG16"): the year's anchor without a date. */
function recordDay(text: string): Date | undefined {
  const printed = capture(text, /^\s*RP\/\S+.*\s(\d{1,2}[A-Z]{3}\d{2})\/\d{4}Z\s/m);
  const day = printed ? parseNamedDate(printed.replace(/(\d{2})$/, ' 20$1')) : undefined;
  return day ? new Date(`${day}T00:00:00Z`) : undefined;
}

/** A segment's carrier, number and day (`CZ 6885 04MAY`). */
function flightAndDay(s: SegmentLine): string {
  return `${s.airline} ${Number(s.number)} ${s.day}`;
}

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reference = input.date ?? recordDay(text);
  const reservationNumber = recordLocator(text);
  // Read on the name field's lines only: a fare line's `USD 35.60US/USD` names nobody.
  const passengers: (JsonLdObject | undefined)[] = text
    .split('\n')
    .filter(isNameFieldLine)
    .flatMap(nameFieldPeople)
    .map(personFromFamilyFirst);
  if (passengers.length === 0) passengers.push(undefined);
  const flights: Reservation[] = [];
  const lines = text.split('\n');
  // A display with no locator of its own (its segment lines copied into a quote) gives each flight its airline's.
  const segments = lines.flatMap((line, i) => {
    const s = readSegmentLine(line);
    return s ? [{ ...s, locator: reservationNumber ?? airlineLocator(lines, i) }] : [];
  });
  // A flight whose old time a schedule change cancelled (WK) is listed again with its new one (TK): that one is it.
  const held = new Set(segments.filter((s) => !CANCELLED_STATUS.has(s.status)).map(flightAndDay));
  for (const s of segments) {
    if (CANCELLED_STATUS.has(s.status) && held.has(flightAndDay(s))) continue;
    const day = parseNamedDate(s.day, reference);
    const departureTime = atTime(day, reservationSystemClock(s.departs));
    const arrivalDay = s.arrivalDay ? parseNamedDate(s.arrivalDay, reference) : day;
    let arrivalTime = atTime(arrivalDay, reservationSystemClock(s.arrives));
    if (arrivalTime && s.daysLater !== undefined) arrivalTime = plusDays(arrivalTime, s.daysLater);
    else if (!s.arrivalDay && departureTime && arrivalTime && arrivalTime < departureTime)
      arrivalTime = plusDays(arrivalTime, 1);
    for (const underName of passengers) {
      flights.push(
        flightReservation({
          reservationNumber: s.locator,
          underName,
          status: CANCELLED_STATUS.has(s.status) ? 'cancelled' : 'confirmed',
          airlineIata: s.airline,
          flightNumber: String(Number(s.number)),
          departureAirport: { iataCode: s.from },
          arrivalAirport: { iataCode: s.to },
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
  // The start of a segment line in the displays read here (eTerm's, its weekday run on to the day, is not one of them).
  filters: [
    {
      content:
        /^\s*\d{1,2}\.?\s+[A-Z0-9]{2}\s*\d{1,4}\s*[A-Z]?\s+\d{2}[A-Z]{3}(?:\s+[1-7A-Z])?\s+[A-Z]{3}\s*[A-Z]{3}\s*\*?[A-Z]{2}\d{1,2}\s+\d{3,4}(?:[APN]?\s|[APN]\d)/m,
    },
  ],
  extract,
};
