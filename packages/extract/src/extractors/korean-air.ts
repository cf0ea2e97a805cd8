import { CLOCK, parseDateTime } from './lib/dates.js';
import { flightDesignator, labelled } from './lib/fields.js';
import { flightBlocksReader } from './lib/flight-blocks.js';
import { airportsInLine } from './lib/rows.js';
import { capture } from './lib/text.js';
import type { ProviderExtractor } from './types.js';

// "Paris Charles de Gaulle (CDG) 24NOV26 19:00 Terminal 2E": airport, compact day, clock, terminal.
const WHEN = new RegExp(String.raw`\)\s+(\d{1,2}[A-Z]{3}\d{2}\s+${CLOCK})`);

function stop(line: string | undefined) {
  const [airport] = airportsInLine(line ?? '');
  const when = capture(line ?? '', WHEN);
  return { airport, when, terminal: capture(line ?? '', /Terminal\s+(\w+)/) };
}

const extract = flightBlocksReader({
  reservationNumber: /Reservation number:?\s+([A-Z0-9]{6})\b/i,
  underName: 'Passenger name',
  familyNameFirst: true,
  total: 'Total fare',
  numberRequired: true,
  airlineName: 'Korean Air',
  flightStart: /^KE\s?\d{1,4}\b/,
  flight: (block, input) => {
    const dep = stop(labelled(block, 'Departure'));
    const arr = stop(labelled(block, 'Arrival'));
    const departureTime = parseDateTime(dep.when ?? '', input.date);
    if (!dep.airport || !arr.airport || !departureTime) return undefined;
    return {
      ...flightDesignator(block.split('\n')[0]),
      departureAirport: dep.airport,
      arrivalAirport: arr.airport,
      departureTime,
      arrivalTime: parseDateTime(arr.when ?? '', input.date),
      departureTerminal: dep.terminal,
      arrivalTerminal: arr.terminal,
    };
  },
});

/** Korean Air reservation confirmations. */
export const koreanAir: ProviderExtractor = {
  id: 'korean-air',
  provider: 'Korean Air',
  classification: 'direct',
  filters: [{ senderDomains: ['koreanair.com'] }],
  extract,
};
