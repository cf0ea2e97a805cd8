import { terminalIn } from './generic/places.js';
import { parseDateTime } from './lib/dates.js';
import { airportRoute, flightDesignator, labelled } from './lib/fields.js';
import { firstReading } from './lib/first-reading.js';
import { flightBlocksReader } from './lib/flight-blocks.js';
import { listedFlightsReader } from './lib/listed-flights.js';
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

// The itinerary receipt in Russian: passengers in a table, each flight's airports side by side.
const readReceipt = listedFlightsReader({
  // "Код подтверждения рейса: KVRZPT".
  reservationNumber: /^Код подтверждения(?: рейса)?: ([A-Z0-9]{6})$/m,
  total: 'Общая сумма',
  // The passengers table, one row each: "MR Anton Sorokin VKO-BUD 1/40x30x20 0 -".
  passengers: /^(?:MR|MRS|MS|MISS|MSTR) (.+?) [A-Z]{3}-[A-Z]{3}\b/gm,
  airlineName: 'Wizz Air',
  // Each flight: "… Номер рейса: W6 2490", the airports with their terminals and codes, then both days and times:
  // "Москва — Внуково (Терминал А) (VKO) Будапешт (Терминал 2B) (BUD)" over "03.09.2019 10:05 03.09.2019 11:40".
  flightStart:
    /Номер рейса: (W[6UZ9]) ?(\d{1,4})\n+.*\n(.+?\(([A-Z]{3})\)) (.+?\(([A-Z]{3})\))\n(\d{2}\.\d{2}\.\d{4} \d{1,2}:\d{2}) (\d{2}\.\d{2}\.\d{4} \d{1,2}:\d{2})$/gm,
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
