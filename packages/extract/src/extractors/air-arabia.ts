import { CLOCK, parseDateTime } from './lib/dates.js';
import { firstReading } from './lib/first-reading.js';
import { listedFlightsReader } from './lib/listed-flights.js';
import { routeLegFlightsReader } from './lib/route-leg-flights.js';
import type { ProviderExtractor } from './types.js';

// "G9 301 Sharjah (SHJ) - Kathmandu (KTM)" with "Departure" and "Arrival" lines.
const readRouteLegs = routeLegFlightsReader({
  reservationNumber: /^Reservation number:?\s+(\d{8,10})\b/im,
  underName: 'Passenger',
  total: 'Total',
  airline: 'G9',
  departure: 'Departure',
  arrival: 'Arrival',
  airlineName: 'Air Arabia',
});

// "Сб, 24 мар 2018 14:35": a weekday, day, month and time (on 12 hours too: "2:35 PM"), in the mail's language.
const STAMP = String.raw`[^\s,]+, \d{1,2} [^\s\d]+ \d{4} ${CLOCK}`;
// The extra details table names each flight's airports by code and its seat: "DME/SHJ G9956 22B 20 Kg".
// Laid out in blocks, the seat stands on the next line.
const DETAILS_ROW = /\b([A-Z]{3})\/([A-Z]{3}) G9(\d{1,4})\b(?:\s(\d{1,2}[A-K])\b)?/g;
// A day and a clock a line each, as a segment's cells laid out in blocks print them: "Сб, 24 мар 2018" / "14:35".
const STACKED_STAMP = String.raw`([^\s,]+, \d{1,2} [^\s\d]+ \d{4})\n(${CLOCK})`;

// The itinerary with a table of segments, each airport named by code only in the extra details table.
const readItinerary = listedFlightsReader({
  // "* НОМЕР БРОНИРОВАНИЯ 90000017 * …" (in English "RESERVATION NUMBER (PNR) …").
  reservationNumber: /(?:НОМЕР БРОНИРОВАНИЯ|RESERVATION NUMBER(?: \(PNR\))?)\s+(\d{8,10})\b/i,
  // A passenger row of the fares table: "MR ILYA VETROV 737.08 AED …".
  passengers: /^(?:MR|MRS|MS|MISS|MSTR|DR) ([A-Z][A-Z' -]*[A-Z])\s\d+\.\d{2} [A-Z]{3}\b/gm,
  airlineName: 'Air Arabia',
  // A segment is two rows: "G9956 Москва - Домодедово <local departure> <departure in UTC> …" and
  // "(Non-Stop) Шарджа <local arrival> …". Laid out in blocks, a cell a line: "G9956", "(Non-Stop)", the town, the
  // local departure's day and clock, the departure in UTC, fare and status cells, the arrival's town, day and clock.
  flightStart: new RegExp(
    String.raw`^G9(\d{1,4}) .+? (${STAMP}) ${STAMP}\b.*\n\([^)]*\) .+? (${STAMP})` +
      String.raw`|^G9(\d{1,4})\n\([^)]*\)\n.+\n${STACKED_STAMP}\n${STAMP}\n(?:.*\n){1,6}?${STACKED_STAMP}$`,
    'gm',
  ),
  flight: (printed, _block, input) => {
    // The stacked form's groups as the row's: number, local departure, local arrival.
    const segment = printed[1]
      ? printed
      : [printed[0], printed[4], `${printed[5]} ${printed[6]}`, `${printed[7]} ${printed[8]}`];
    // A flight the table names twice is read from its last row.
    const details = [...input.text.matchAll(DETAILS_ROW)].findLast((row) => row[3] === segment[1]);
    const departureTime = parseDateTime(segment[2] ?? '', input.date);
    if (!details || !departureTime) return undefined;
    return {
      airlineIata: 'G9',
      flightNumber: segment[1],
      departureAirport: { iataCode: details[1] },
      arrivalAirport: { iataCode: details[2] },
      departureTime,
      arrivalTime: parseDateTime(segment[3] ?? '', input.date),
      seat: details[4],
    };
  },
});

/** Air Arabia booking confirmations and itineraries. */
export const airArabia: ProviderExtractor = {
  id: 'air-arabia',
  provider: 'Air Arabia',
  classification: 'direct',
  filters: [{ senderDomains: ['airarabia.com'] }],
  extract: firstReading(readRouteLegs, readItinerary),
};
