import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { parseDateTime } from './lib/dates.js';
import { airportRoute, flightDesignator, labelled } from './lib/fields.js';
import { flightBlocksReader } from './lib/flight-blocks.js';
import { flightReservation } from './lib/reservations.js';
import { splitDateTimePair } from './lib/rows.js';
import { capture } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

const readFlightBlocks = flightBlocksReader({
  reservationNumber: (text) =>
    capture(text, /booking reference is:?\s*([A-Z0-9]{6,8})/i) ?? labelled(text, 'Booking reference'),
  // The HTML mail puts the passenger and the seats in one table row: "Miss Hannah Price Seats: EZY2461 8C, …".
  underName: (text) => labelled(text, 'PASSENGERS')?.replace(/\s+Seats:.*$/, ''),
  total: 'Total paid',
  airlineName: 'easyJet',
  // The text mail heads a leg "Flight EZY8513"; the HTML mail puts code and route in one row "EZY2461 Bristol (BRS) to …".
  flightStart: /^(?:Flight )?(?:EZ[YS]|EJU)\d+\b/,
  flight: (block, input) => {
    const code = capture(block, /^(?:Flight )?(EZ[YS]\d+)/);
    const route = airportRoute(block.replace(/^(?:Flight )?EZ[YS]\d+\s*/, ''));
    // "Dep … Arr …" on one line, or a "Departs Arrives" header row above both day-and-time cells.
    const squeezed = splitDateTimePair(capture(block, /^Departs\s+Arrives\s*\n(.+)$/m) ?? '');
    const times = /Dep (.+?)\s+Arr (.+)$/m.exec(block) ?? (squeezed ? [block, ...squeezed] : null);
    if (!code || !route || !times) return undefined;
    const seats = capture(input.text, /Seats:\s*(.+)$/m) ?? '';
    return {
      ...flightDesignator(code),
      departureAirport: route[0],
      arrivalAirport: route[1],
      departureTime: parseDateTime(times[1] ?? '', input.date),
      arrivalTime: parseDateTime(times[2] ?? '', input.date),
      seat: capture(seats, new RegExp(`${code}\\s+(\\w+)`)),
    };
  },
});

// "Booking details" mail: "Anton, here are the details for booking EKQ7TWM".
const DETAILS_NUMBER = /\bdetails for booking ([A-Z0-9]{6,8})\b/;
// "Payment of €33.79 by Debit Mastercard on 08/07/2019"
const DETAILS_PAYMENT = /^Payment of (\S+) by /m;
// A passenger row: "Mr Anton Sorokin Seat auto allocated", "Mrs Jane Doe Seat 12A".
const DETAILS_PASSENGER = /^(?:Mr|Mrs|Ms|Miss|Mstr|Dr) (.+?) Seat\b/gm;
// "Milan Malpensa (Terminal 2) to Prague (Terminal 2)" over "EJU2585 ------", then "Departs:" and "Arrives:" lines.
const DETAILS_LEG =
  /^(.+?)(?: \(Terminal (\w+)\))? to (.+?)(?: \(Terminal (\w+)\))?\n((?:EZ[YS]|EJU)\d{1,4})\b.*\nDeparts: (.+)\nArrives: (.+)$/gm;

/** The "details for booking" mail: each leg a route line naming airports and terminals over its flight code. */
function readBookingDetails(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const number = DETAILS_NUMBER.exec(text)?.[1];
  if (!number) return [];
  const passengers = [...text.matchAll(DETAILS_PASSENGER)].map((m) => m[1]);
  const header = bookingHeader(input, { total: (t) => DETAILS_PAYMENT.exec(t)?.[1] });
  return [...text.matchAll(DETAILS_LEG)].flatMap((leg) => {
    const departureTime = parseDateTime(leg[6] ?? '', input.date);
    if (!departureTime) return [];
    return [
      flightReservation({
        ...header,
        reservationNumber: number,
        underName: passengers.length === 1 ? passengers[0] : undefined,
        airlineName: 'easyJet',
        ...flightDesignator(leg[5]),
        departureAirport: { name: leg[1] },
        arrivalAirport: { name: leg[3] },
        departureTerminal: leg[2],
        arrivalTerminal: leg[4],
        departureTime,
        arrivalTime: parseDateTime(leg[7] ?? '', input.date),
      }),
    ];
  });
}

function extract(input: ExtractorInput): Reservation[] {
  const legs = readFlightBlocks(input);
  return legs.length > 0 ? legs : readBookingDetails(input);
}

/** easyJet booking confirmations (text and HTML mails). */
export const easyjet: ProviderExtractor = {
  id: 'easyjet',
  provider: 'easyJet',
  classification: 'direct',
  filters: [{ senderDomains: ['easyjet.com'] }],
  extract,
};
