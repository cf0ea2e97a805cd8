import type { JsonLdObject, Reservation } from '../schema/reservation.js';
import { atTime, parseNamedDate, plusDays } from './lib/dates.js';
import { personFromFamilyFirst } from './lib/names.js';
import { flightReservation } from './lib/reservations.js';
import { capture, matchAll } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

// "1. DL   38 Y  20JAN HKGSEA HS3  1145   0811  O  SA": carrier, number, class, day, city pair, status and
// party size, departure and arrival time, perhaps a day shift ("+1", "#1") for the arrival.
const SEGMENT =
  /^\s*\d+\.\s+([A-Z0-9]{2})\s*(\d{1,4})\s+[A-Z]\s+(\d{2}[A-Z]{3})\s+([A-Z]{3})([A-Z]{3})\s+([A-Z]{2})\d+\s+(\d{4})\s+(\d{4})(?:\s*[+#](\d))?/gm;
// "1.1KONQUI/KATIE MS" up to the next name, with an infant's or child's "*07JAN2007" dropped.
const NAME = /\d+\.\d+([A-Z][A-Z' -]*\/[A-Z][A-Z .'-]*?)(?:\*\w+)?(?=\s{2,}|\s+\d+\.\d|\s*$)/gm;
const CANCELLED_STATUS = new Set(['HX', 'XX', 'UN', 'UC', 'NO']);

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber = capture(text, /(?:RECORD LOCATOR|BOOKING REF(?:ERENCE)?|PNR)\s*[:-]?\s*([A-Z0-9]{6})\b/);
  const passengers: (JsonLdObject | undefined)[] = matchAll(text, NAME).map((m) => personFromFamilyFirst(m[1] ?? ''));
  if (passengers.length === 0) passengers.push(undefined);
  const flights: Reservation[] = [];
  for (const s of matchAll(text, SEGMENT)) {
    const day = parseNamedDate(`${s[3]?.slice(0, 2)} ${s[3]?.slice(2)}`, input.date);
    const departureTime = atTime(day, s[7]);
    let arrivalTime = atTime(day, s[8]);
    const shift = s[9] ? Number(s[9]) : 0;
    if (arrivalTime && shift) arrivalTime = plusDays(arrivalTime, shift);
    else if (departureTime && arrivalTime && arrivalTime < departureTime) arrivalTime = plusDays(arrivalTime, 1);
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

/** Itineraries pasted from the Travelport Galileo reservation system, as agencies mail them. */
export const travelportGalileo: ProviderExtractor = {
  id: 'travelport-galileo',
  provider: 'Travelport Galileo',
  // Raw GDS records come from agency desks rather than from the airline.
  classification: 'tmc',
  runsFirst: true,
  filters: [{ content: /^\s*\d+\.\s+[A-Z0-9]{2}\s*\d{1,4}\s+[A-Z]\s+\d{2}[A-Z]{3}\s+[A-Z]{6}\s+[A-Z]{2}\d+\s+\d{4}/m }],
  extract,
};
