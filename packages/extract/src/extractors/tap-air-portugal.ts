import type { Reservation } from '../schema/reservation.js';
import { bookingHeader, matchGroup } from './lib/booking-header.js';
import { parseNamedDate } from './lib/dates.js';
import { airportRoute, flightDesignator } from './lib/fields.js';
import { flightReservation } from './lib/reservations.js';
import { legTimes } from './lib/rows.js';
import { blocksStartingWith } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

// "Mr Rui Santos E-ticket 047 2412349876"
const PASSENGER = /^(.+?)\s+E-ticket:?\s+(\d{3}\s?\d{10})\s*$/m;

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, {
    reservationNumber: /Booking reference(?: \(PNR\))?:?\s+([A-Z0-9]{6})\b/i,
    underName: matchGroup(PASSENGER, 1),
    total: /^Total:?\s+(.+)$/m,
    ticketNumber: matchGroup(PASSENGER, 2),
  });
  if (!header.reservationNumber) return [];
  const flights: Reservation[] = [];
  // A leg's table: "TP1351 Lisbon (LIS) - London Heathrow (LHR)", "Thu 15 Oct 2026 07:00 - 09:50", fare and terminals.
  for (const block of blocksStartingWith(text, /^TP\s?\d{1,4}\s+\S/)) {
    const [head = '', when = '', extra = ''] = block.split('\n');
    const route = airportRoute(head.replace(/^TP\s?\d+\s+/, ''));
    const clocks = /(\d{1,2}:\d{2})\s+-\s+(\d{1,2}:\d{2})/.exec(when);
    const day = parseNamedDate(when, input.date);
    if (!route || !clocks || !day) continue;
    const [departureTime, arrivalTime] = legTimes(day, clocks[1], clocks[2]);
    const terminals = /Terminal\s+(\w+)\s+-\s+Terminal\s+(\w+)/.exec(extra);
    flights.push(
      flightReservation({
        ...header,
        ...flightDesignator(head),
        airlineName: 'TAP Air Portugal',
        departureAirport: route[0],
        arrivalAirport: route[1],
        departureTime,
        arrivalTime,
        departureTerminal: terminals?.[1],
        arrivalTerminal: terminals?.[2],
      }),
    );
  }
  return flights;
}

/** TAP Air Portugal booking confirmations. */
export const tapAirPortugal: ProviderExtractor = {
  id: 'tap-air-portugal',
  provider: 'TAP Air Portugal',
  classification: 'direct',
  filters: [{ senderDomains: ['flytap.com'] }],
  extract,
};
