import { parseNamedDate } from './lib/dates.js';
import { flightDesignator, labelled } from './lib/fields.js';
import { flightBlocksReader } from './lib/flight-blocks.js';
import { legOnDay } from './lib/rows.js';
import type { ProviderExtractor } from './types.js';

const extract = flightBlocksReader({
  reservationNumber: /\bPNR:?\s+([A-Z0-9]{6})\b/,
  underName: 'Passenger',
  total: 'Total fare',
  numberRequired: true,
  airlineName: 'IndiGo',
  // A leg's table: "6E 2134 Mon, 02 Nov 2026", "DEL 06:00 BOM 08:15", "Delhi, Terminal 1 Mumbai, Terminal 2".
  flightStart: /^6E\s?\d{1,4}\s+\S/,
  flight: (block, input, i) => {
    const [head = '', times = '', places = ''] = block.split('\n');
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
