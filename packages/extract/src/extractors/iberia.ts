import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { atTime, parseNamedDate } from './lib/dates.js';
import { personFromFamilyFirst } from './lib/names.js';
import { flightReservation } from './lib/reservations.js';
import { blocksStartingWith, capture } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

const AIRPORT_LINE = /^\s*(\S.*?)\s*\(([A-Z]{3})\)(.*)$/m;

/** The day the ticket was issued, printed under its label ("Ausstellungsdatum /Issue date" over "05-Juni-2017"). */
function issueDay(text: string): Date | undefined {
  const lines = text.split('\n');
  const at = lines.findIndex((l) => /\/\s?Issue date/i.test(l));
  const printed = capture(lines[at + 1] ?? '', /\b(\d{1,2}-\p{L}{3,12}-\d{4})\b/u);
  const day = printed ? parseNamedDate(printed) : undefined;
  return day ? new Date(`${day}T00:00:00Z`) : undefined;
}

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  // Days are printed without their year: the mail's date, else the day of issue, says which.
  const reference = input.date ?? issueDay(text);
  const header = bookingHeader(input, {
    reservationNumber: /Booking code\s*\n\s*(?:.*\s{2,})?([A-Z0-9]{5,8})\s*$/m,
    underName: /Name \(not transferable\)\s*\n\s*(.+)/,
  });
  const underName = header.underName ? personFromFamilyFirst(header.underName) : undefined;
  const flights: Reservation[] = [];
  // The ticket prints each label in the buyer's language and in English ("Von /From", "De /From", "Da /From"), or in
  // English alone ("From").
  for (const block of blocksStartingWith(text, /^\s*(?:\p{L}+ ?\/ ?)?From\s/u)) {
    const head = /From\s+([A-Z0-9]{2})(\d{1,4})\s+(\d{1,2}-\p{L}+)\s+(\d{1,2}-\p{L}+)/u.exec(block);
    const [, depLine = '', ...rest] = block.split('\n');
    const dep = AIRPORT_LINE.exec(depLine);
    const arrLine = rest.slice(rest.findIndex((l) => /^\s*(?:\p{L}+ ?\/ ?)?To\b/u.test(l)) + 1).join('\n');
    const arr = AIRPORT_LINE.exec(arrLine);
    if (!head || !dep || !arr) continue;
    const times = /(\d{1,2}:\d{2})\s+(\d{1,2}:\d{2})/.exec(dep[3] ?? '');
    flights.push(
      flightReservation({
        ...header,
        underName,
        airlineIata: head[1],
        flightNumber: head[2],
        airlineName: capture(block, /Operated by\s*\n\s*:\s*(.+)/),
        departureAirport: { name: dep[1], iataCode: dep[2] },
        arrivalAirport: { name: arr[1], iataCode: arr[2] },
        departureTime: atTime(parseNamedDate(head[3] ?? '', reference), times?.[1]),
        arrivalTime: atTime(parseNamedDate(head[4] ?? '', reference), times?.[2]),
      }),
    );
  }
  return flights;
}

/** Iberia e-ticket itineraries ("Your electronic ticket and itinerary"), bilingual: the buyer's language and English. */
export const iberia: ProviderExtractor = {
  id: 'iberia',
  provider: 'Iberia',
  classification: 'direct',
  runsFirst: true,
  filters: [{ senderDomains: ['iberia.com', 'iberia.es'] }],
  extract,
};
