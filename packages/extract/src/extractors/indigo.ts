import { parseNamedDate } from './lib/dates.js';
import { flightDesignator, labelled } from './lib/fields.js';
import { flightBlocksReader } from './lib/flight-blocks.js';
import { legOnDay } from './lib/rows.js';
import type { ProviderExtractor } from './types.js';

/** A leg's table laid out in blocks, each cell a line: "6E 2134" / "Mon, 02 Nov 2026" / "DEL 06:00" / "BOM 08:15" / … */
const STACKED = /^(6E\s?\d{1,4})\n(.+)\n([A-Z]{3}\s+\d{1,2}:\d{2})\n([A-Z]{3}\s+\d{1,2}:\d{2})\n(.*)\n(.*)/;

/** A leg's three rows (designator and day, airports and times, places), each on its line or stacked a cell to a line. */
function rowLines(block: string): string[] {
  const stacked = STACKED.exec(block);
  return stacked
    ? [`${stacked[1]} ${stacked[2]}`, `${stacked[3]} ${stacked[4]}`, `${stacked[5]} ${stacked[6]}`]
    : block.split('\n');
}

const extract = flightBlocksReader({
  reservationNumber: /\bPNR:?\s+([A-Z0-9]{6})\b/,
  underName: 'Passenger',
  total: 'Total fare',
  numberRequired: true,
  airlineName: 'IndiGo',
  // A leg's table: "6E 2134 Mon, 02 Nov 2026", "DEL 06:00 BOM 08:15", "Delhi, Terminal 1 Mumbai, Terminal 2" (or
  // "6E 2134" alone, where the table is laid out in blocks).
  flightStart: /^6E\s?\d{1,4}(?:\s+\S|\s*$)/,
  flight: (block, input, i) => {
    const [head = '', times = '', places = ''] = rowLines(block);
    const day = parseNamedDate(head.replace(/^6E\s?\d+/, ''), input.date);
    const m = /^([A-Z]{3})\s+(\d{1,2}:\d{2})\s+([A-Z]{3})\s+(\d{1,2}:\d{2})\s*$/.exec(times);
    if (!day || !m) return undefined;
    const terminals = /Terminal\s+(\w+).*Terminal\s+(\w+)/.exec(places);
    const names = /^(.+?),\s*Terminal\s+\w+\s+(.+?),\s*Terminal\b/.exec(places);
    const seats = (labelled(input.text, 'Seats?') ?? '').split(/\s*[,/]\s*/);
    return {
      ...flightDesignator(head),
      ...legOnDay(day, [m[2], { iataCode: m[1], name: names?.[1] }], [m[4], { iataCode: m[3], name: names?.[2] }]),
      departureTerminal: terminals?.[1],
      arrivalTerminal: terminals?.[2],
      seat: /^\d{1,2}[A-F]$/.test(seats[i] ?? '') ? seats[i] : undefined,
    };
  },
});

/** IndiGo booking confirmations. */
export const indigo: ProviderExtractor = {
  id: 'indigo',
  provider: 'IndiGo',
  classification: 'direct',
  filters: [{ senderDomains: ['goindigo.in'] }],
  extract,
};
