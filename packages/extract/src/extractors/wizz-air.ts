import type { Reservation } from '../schema/reservation.js';
import { terminalIn } from './generic/places.js';
import { bookingHeader } from './lib/booking-header.js';
import { parseDateTime } from './lib/dates.js';
import { airportRoute, flightDesignator, labelled } from './lib/fields.js';
import { flightBlocksReader } from './lib/flight-blocks.js';
import { flightReservation } from './lib/reservations.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

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

// The Russian itinerary receipt: "Код подтверждения рейса: KVRZPT".
const RECEIPT_NUMBER = /^Код подтверждения(?: рейса)?: ([A-Z0-9]{6})$/m;
// The passengers table, one row each: "MR Anton Sorokin VKO-BUD 1/40x30x20 0 -".
const RECEIPT_PASSENGER = /^(?:MR|MRS|MS|MISS|MSTR) (.+?) [A-Z]{3}-[A-Z]{3}\b/gm;
// Each flight: "… Номер рейса: W6 2490", the airports with their terminals and codes, then both days and times:
// "Москва — Внуково (Терминал А) (VKO) Будапешт (Терминал 2B) (BUD)" over "03.09.2019 10:05 03.09.2019 11:40".
const RECEIPT_FLIGHT =
  /Номер рейса: (W[6UZ9]) ?(\d{1,4})\n+.*\n(.+?\(([A-Z]{3})\)) (.+?\(([A-Z]{3})\))\n(\d{2}\.\d{2}\.\d{4} \d{1,2}:\d{2}) (\d{2}\.\d{2}\.\d{4} \d{1,2}:\d{2})$/gm;

/** The itinerary receipt in Russian: passengers in a table, each flight's airports side by side. */
function readReceipt(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const number = RECEIPT_NUMBER.exec(text)?.[1];
  if (!number) return [];
  const passengers = [...text.matchAll(RECEIPT_PASSENGER)].map((m) => m[1]);
  const header = bookingHeader(input, { total: 'Общая сумма' });
  return [...text.matchAll(RECEIPT_FLIGHT)].flatMap((flight) => {
    const departureTime = parseDateTime(flight[7] ?? '');
    if (!departureTime) return [];
    return [
      flightReservation({
        ...header,
        reservationNumber: number,
        underName: passengers.length === 1 ? passengers[0] : undefined,
        airlineIata: flight[1],
        airlineName: 'Wizz Air',
        flightNumber: flight[2],
        departureAirport: { iataCode: flight[4] },
        arrivalAirport: { iataCode: flight[6] },
        departureTerminal: terminalIn(flight[3] ?? ''),
        arrivalTerminal: terminalIn(flight[5] ?? ''),
        departureTime,
        arrivalTime: parseDateTime(flight[8] ?? ''),
      }),
    ];
  });
}

function extract(input: ExtractorInput): Reservation[] {
  const flights = readFlightBlocks(input);
  return flights.length > 0 ? flights : readReceipt(input);
}

/** Wizz Air booking confirmations and itinerary receipts. */
export const wizzAir: ProviderExtractor = {
  id: 'wizz-air',
  provider: 'Wizz Air',
  classification: 'direct',
  filters: [{ senderDomains: ['wizzair.com'] }],
  extract,
};
