import { terminalIn } from './generic/places.js';
import { CLOCK, parseDateTime } from './lib/dates.js';
import { airportRoute, flightDesignator, labelled } from './lib/fields.js';
import { firstReading } from './lib/first-reading.js';
import { flightBlocksReader } from './lib/flight-blocks.js';
import { listedFlightsReader } from './lib/listed-flights.js';
import { caseless } from './lib/text.js';
import type { ProviderExtractor } from './types.js';

const readFlightBlocks = flightBlocksReader({
  reservationNumber: 'Confirmation code',
  underName: 'Passengers?',
  total: 'Total',
  flightStart: /^Flight W[6UZ9]\s?\d+/,
  flight: (block) => {
    const route = airportRoute(block);
    if (!route) return undefined;
    return {
      ...flightDesignator(block.split('\n')[0]?.replace(/^Flight /, '')),
      departureAirport: route[0],
      arrivalAirport: route[1],
      // Wizz Air writes days before months ("02/04/2026").
      departureTime: parseDateTime(labelled(block, 'Departure') ?? ''),
      arrivalTime: parseDateTime(labelled(block, 'Arrival') ?? ''),
    };
  },
});

// A day and its clock: "03.09.2019 10:05", "2019-09-03 10:05", "3 Sep 2019 10:05 AM".
const DAY_TIME = String.raw`(?:\d{2}\.\d{2}\.\d{4}|\d{4}-\d{2}-\d{2}|\d{1,2} [A-Za-zА-яЁё]{3,12}\.? \d{4}) ${CLOCK}`;

// The itinerary receipt in Russian: passengers in a table, each flight's airports side by side.
const readReceipt = listedFlightsReader({
  // "Код подтверждения рейса: KVRZPT", the code on the next line where the page lays its tables out in blocks; the
  // label in capitals or small letters, or with a space before its colon, as well.
  reservationNumber: new RegExp(
    String.raw`^${caseless('Код подтверждения')}(?: ${caseless('рейса')})?\s*:[ \n]([A-Z0-9]{6})$`,
    'm',
  ),
  total: 'Общая сумма',
  // The passengers table, one row each: "MR Anton Sorokin VKO-BUD 1/40x30x20 0 -"; laid out in blocks, the title, the
  // given name, the family name and the route a line each.
  passengers: (text) =>
    [...text.matchAll(/^(?:MR|MRS|MS|MISS|MSTR)(?: (.+?) |\n([^\n]+)\n([^\n]+)\n)[A-Z]{3}-[A-Z]{3}\b/gm)].map(
      (m) => m[1] ?? `${m[2]} ${m[3]}`,
    ),
  airlineName: 'Wizz Air',
  // Each flight: "… Номер рейса: W6 2490", the airports with their terminals and codes, then both days and times:
  // "Москва — Внуково (Терминал А) (VKO) Будапешт (Терминал 2B) (BUD)" over "03.09.2019 10:05 03.09.2019 11:40".
  // Laid out in blocks, each label, airport and time stands on a line of its own. The label may be in capitals or
  // small letters, the days in ISO form or with the month named, the clocks on twelve hours.
  flightStart: new RegExp(
    String.raw`${caseless('Номер рейса')}\s*: (W[6UZ9]) ?(\d{1,4})\n+(?:.*\n){1,2}?(.+?\(([A-Z]{3})\))\s+(.+?\(([A-Z]{3})\))\n(${DAY_TIME})\s+(${DAY_TIME})$`,
    'gm',
  ),
  flight: (flight) => {
    const departureTime = parseDateTime(flight[7] ?? '');
    if (!departureTime) return undefined;
    return {
      airlineIata: flight[1],
      flightNumber: flight[2],
      departureAirport: { iataCode: flight[4] },
      arrivalAirport: { iataCode: flight[6] },
      departureTerminal: terminalIn(flight[3] ?? ''),
      arrivalTerminal: terminalIn(flight[5] ?? ''),
      departureTime,
      arrivalTime: parseDateTime(flight[8] ?? ''),
    };
  },
});

/** Wizz Air booking confirmations and itinerary receipts. */
export const wizzAir: ProviderExtractor = {
  id: 'wizz-air',
  provider: 'Wizz Air',
  classification: 'direct',
  filters: [{ senderDomains: ['wizzair.com'] }],
  extract: firstReading(readFlightBlocks, readReceipt),
};
