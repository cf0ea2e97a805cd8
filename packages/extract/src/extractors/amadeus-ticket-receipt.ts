import type { Reservation } from '../schema/reservation.js';
import { atTime, parseNamedDate } from './lib/dates.js';
import { personFromFamilyFirst } from './lib/names.js';
import { type AirportRef, flightReservation } from './lib/reservations.js';
import { capture } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

/**
 * The electronic ticket receipt a reservation system prints for an agency or an airline ("PASSENGER ITINERARY
 * RECEIPT"), whatever the carrier: a table whose header reads "FROM /TO  FLIGHT  CL DATE  DEP …", a departure row per
 * flight and, below it, the arrival row with "ARRIVAL TIME: 1245  ARRIVAL DATE: 20MAR".
 */
const TABLE_HEADER = /^\s*FROM\s*\/\s*TO\s+FLIGHT\s+CL\s+DATE\s+DEP\b/m;
// "FRANKFURT FRA     LH 400  Y  20MAR 1000  YNCOWDE ... OK": place, carrier and number, class, day, time, status.
const DEPARTURE_ROW =
  /^\s*(\S.*?)\s+([A-Z0-9]{2})\s?(\d{1,4})\s+([A-Z])\s+(\d{2}[A-Z]{3})\s+(\d{4})\b(?:.*?\b(OK|RQ|WL|SA|NS|XX|HX)\s*$)?/;
const ARRIVAL_ROW = /^\s*(\S.*?)\s+ARRIVAL TIME:\s*(\d{4})\s+ARRIVAL DATE:\s*(\d{2}[A-Z]{3})/;
const MAX_ROW = 200;
const TERMINAL = /^\s*TERMINAL\s*:\s*(\w{1,3})\s*$/;

/** "FRANKFURT FRA" → the city and, when printed, the airport code after it. */
function place(printed: string): AirportRef {
  const m = /^(.*?)\s+([A-Z]{3})$/.exec(printed.trim());
  return m ? { name: m[1], iataCode: m[2] } : { name: printed.trim() };
}

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = TABLE_HEADER.exec(text);
  if (!header) return [];
  // The receipt's issue date places days printed without a year.
  const issued = parseNamedDate(capture(text, /^\s*DATE\s*:\s*(\d{1,2} ?[A-Z]{3} ?\d{2,4})/m) ?? '', input.date);
  const reference = issued ? new Date(`${issued}T00:00:00Z`) : input.date;
  const printedName = capture(text, /^\s*NAME\s*:\s*([A-Z][A-Z' -]*\/[A-Z][A-Z' .-]*?)(?:\s{2,}|\s*$)/m);
  const underName = printedName ? personFromFamilyFirst(printedName) : undefined;
  const reservationNumber = capture(text, /BOOKING REF(?:ERENCE)?\s*:\s*(?:AMADEUS\s*:\s*)?([A-Z0-9]{6})\b/);
  const ticketNumber = capture(text, /TICKET NUMBER\s*:\s*(?:ETKT\s*)?(\d{3}[ -]?\d{10})\b/)?.replace(/[ -]/g, '');
  const lines = text.slice(header.index + header[0].length).split(/\r?\n/);
  const flights: Reservation[] = [];
  for (let i = 0; i < lines.length; i++) {
    // A row of the table is a printed line; a longer one is something else and is not searched.
    const line = lines[i] ?? '';
    const dep = line.length <= MAX_ROW ? DEPARTURE_ROW.exec(line) : null;
    if (!dep) continue;
    let departureTerminal: string | undefined;
    let arrivalTerminal: string | undefined;
    let arr: RegExpExecArray | null = null;
    for (let j = i + 1; j < Math.min(lines.length, i + 5) && !arr; j++) {
      const line = lines[j] ?? '';
      arr = ARRIVAL_ROW.exec(line);
      const terminal = TERMINAL.exec(line)?.[1];
      if (terminal && !arr) departureTerminal ??= terminal;
      if (arr) {
        arrivalTerminal = TERMINAL.exec(lines[j + 1] ?? '')?.[1];
        i = j;
      }
    }
    if (!arr) continue;
    flights.push(
      flightReservation({
        reservationNumber,
        ticketNumber,
        underName,
        status: dep[7] === 'XX' || dep[7] === 'HX' ? 'cancelled' : 'confirmed',
        airlineIata: dep[2],
        flightNumber: String(Number(dep[3])),
        departureAirport: place(dep[1] ?? ''),
        arrivalAirport: place(arr[1] ?? ''),
        departureTime: atTime(parseNamedDate(dep[5] ?? '', reference), dep[6]),
        arrivalTime: atTime(parseNamedDate(arr[3] ?? '', reference), arr[2]),
        departureTerminal,
        arrivalTerminal,
      }),
    );
  }
  return flights;
}

/** Electronic ticket receipts as reservation systems print them, for any airline. */
export const amadeusTicketReceipt: ProviderExtractor = {
  id: 'amadeus-ticket-receipt',
  provider: 'Amadeus',
  classification: 'tmc',
  filters: [{ content: TABLE_HEADER, contentHolds: ['FLIGHT', 'DATE', 'DEP'] }],
  extract,
};
