import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { parseDateTime } from './lib/dates.js';
import { flightReservation } from './lib/reservations.js';
import { routeLegFlightsReader } from './lib/route-leg-flights.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

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

// The itinerary: "* НОМЕР БРОНИРОВАНИЯ 90000017 * …" (in English "RESERVATION NUMBER (PNR) …").
const ITINERARY_NUMBER = /(?:НОМЕР БРОНИРОВАНИЯ|RESERVATION NUMBER(?: \(PNR\))?)\s+(\d{8,10})\b/i;
// A passenger row of the fares table: "MR ILYA VETROV 737.08 AED …".
const PASSENGER_ROW = /^(?:MR|MRS|MS|MISS|MSTR|DR) ([A-Z][A-Z' -]*[A-Z]) \d+\.\d{2} [A-Z]{3}\b/gm;
// "Сб, 24 мар 2018 14:35": a weekday, day, month and time, in the mail's language.
const STAMP = String.raw`[^\s,]+, \d{1,2} [^\s\d]+ \d{4} \d{1,2}:\d{2}`;
// A segment is two rows: "G9956 Москва - Домодедово <local departure> <departure in UTC> …" and
// "(Non-Stop) Шарджа <local arrival> …".
const SEGMENT = new RegExp(String.raw`^G9(\d{1,4}) .+? (${STAMP}) ${STAMP}\b.*\n\([^)]*\) .+? (${STAMP})`, 'gm');
// The extra details table names each flight's airports by code and its seat: "DME/SHJ G9956 22B 20 Kg".
const DETAILS_ROW = /\b([A-Z]{3})\/([A-Z]{3}) G9(\d{1,4})\b(?: (\d{1,2}[A-K])\b)?/g;

/** The itinerary with a table of segments, each airport named by code only in the extra details table. */
function readItinerary(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const number = ITINERARY_NUMBER.exec(text)?.[1];
  if (!number) return [];
  const passengers = [...text.matchAll(PASSENGER_ROW)].map((m) => m[1] ?? '');
  const airports = new Map([...text.matchAll(DETAILS_ROW)].map((m) => [m[3], m] as const));
  const header = bookingHeader(input, {});
  return [...text.matchAll(SEGMENT)].flatMap((segment) => {
    const details = airports.get(segment[1]);
    const departureTime = parseDateTime(segment[2] ?? '', input.date);
    if (!details || !departureTime) return [];
    return [
      flightReservation({
        ...header,
        reservationNumber: number,
        // Each passenger's seat is printed apart from the legs: one traveller's booking only.
        underName: passengers.length === 1 ? passengers[0] : undefined,
        airlineIata: 'G9',
        airlineName: 'Air Arabia',
        flightNumber: segment[1],
        departureAirport: { iataCode: details[1] },
        arrivalAirport: { iataCode: details[2] },
        departureTime,
        arrivalTime: parseDateTime(segment[3] ?? '', input.date),
        seat: passengers.length === 1 ? details[4] : undefined,
      }),
    ];
  });
}

function extract(input: ExtractorInput): Reservation[] {
  const legs = readRouteLegs(input);
  return legs.length > 0 ? legs : readItinerary(input);
}

/** Air Arabia booking confirmations and itineraries. */
export const airArabia: ProviderExtractor = {
  id: 'air-arabia',
  provider: 'Air Arabia',
  classification: 'direct',
  filters: [{ senderDomains: ['airarabia.com'] }],
  extract,
};
