import { parseDateTime } from './lib/dates.js';
import { airportRoute, flightDesignator, labelled } from './lib/fields.js';
import { firstReading } from './lib/first-reading.js';
import { flightBlocksReader } from './lib/flight-blocks.js';
import { listedFlightsReader } from './lib/listed-flights.js';
import { splitDateTimePair } from './lib/rows.js';
import { capture } from './lib/text.js';
import type { ProviderExtractor } from './types.js';

const readFlightBlocks = flightBlocksReader({
  reservationNumber: (text) =>
    capture(text, /booking reference is:?\s*([A-Z0-9]{6,8})/i) ?? labelled(text, 'Booking reference'),
  // The HTML mail puts the passenger and the seats in one table row: "Miss Hannah Price Seats: EZY2461 8C, …" (the
  // label in capitals or small letters, or with a space before its colon, as well).
  underName: (text) => labelled(text, 'PASSENGERS')?.replace(/\s+Seats[ \t]*:.*$/i, ''),
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
    const seats = capture(input.text, /Seats[ \t]*:\s*(.+)$/im) ?? '';
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

// The "Booking details" mail: each leg a route line naming airports and terminals over its flight code.
const readBookingDetails = listedFlightsReader({
  // "Anton, here are the details for booking EKQ7TWM", "…details for your booking TERMINL" (letters alone, at times).
  reservationNumber: /\bdetails for (?:your )?booking ([A-Z0-9]{6,8})\b/,
  // "Payment of €33.79 by Debit Mastercard on 08/07/2019"
  total: /^Payment of (\S+) by /m,
  // A passenger row: "Mr Anton Sorokin Seat auto allocated", "Mrs Jane Doe Seat 12A".
  passengers: /^(?:Mr|Mrs|Ms|Miss|Mstr|Dr) (.+?) Seat\b/gm,
  airlineName: 'easyJet',
  // "Milan Malpensa (Terminal 2) to Prague (Terminal 2)" over "EJU2585 ------", then "Departs:" and "Arrives:" lines;
  // or the leg's count, route and code in one row: "1 of 1 London Luton to Lisbon (T1) EZY2461". The labels in any case.
  flightStart:
    /^(?:\d+ of \d+ )?(.+?)(?: \((?:Terminal |T)(\w+)\))? to (.+?)(?: \((?:Terminal |T)(\w+)\))?[\n ]((?:EZ[YS]|EJU)\d{1,4})\b.*\nDeparts ?: (.+)\nArrives ?: (.+)$/gim,
  flight: (leg, _block, input) => {
    const departureTime = parseDateTime(leg[6] ?? '', input.date);
    if (!departureTime) return undefined;
    return {
      ...flightDesignator(leg[5]),
      departureAirport: { name: leg[1] },
      arrivalAirport: { name: leg[3] },
      departureTerminal: leg[2],
      arrivalTerminal: leg[4],
      departureTime,
      arrivalTime: parseDateTime(leg[7] ?? '', input.date),
    };
  },
});

/** easyJet booking confirmations (text and HTML mails). */
export const easyjet: ProviderExtractor = {
  id: 'easyjet',
  provider: 'easyJet',
  classification: 'direct',
  filters: [{ senderDomains: ['easyjet.com'] }],
  extract: firstReading(readFlightBlocks, readBookingDetails),
};
