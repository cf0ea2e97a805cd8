import { matchGroup } from './lib/booking-header.js';
import { parseNamedDate } from './lib/dates.js';
import { flightDesignator } from './lib/fields.js';
import { flightBlocksReader } from './lib/flight-blocks.js';
import { airportsInLine, clockTimesInLine, legOnDay } from './lib/rows.js';
import { capture } from './lib/text.js';
import type { ProviderExtractor } from './types.js';

// "Ms Liisa Korhonen Ticket number 105-2411234567": the passengers table squeezes name and ticket on a line.
const PASSENGER = /^(.+?)\s+Ticket number:?\s+([\d-]{10,})/im;

const extract = flightBlocksReader({
  reservationNumber: /Booking reference:?\s+([A-Z0-9]{6})\b/,
  underName: matchGroup(PASSENGER, 1),
  total: /^Total price:?\s+(.+)$/im,
  ticketNumber: matchGroup(PASSENGER, 2),
  numberRequired: true,
  airlineName: 'Finnair',
  // Each leg: its heading, a line with both clock times, a line with both airports, then day and flight number.
  flightStart: /^(?:Outbound|Inbound|Flight \d+)\b/,
  flight: (block, input) => {
    const lines = block.split('\n');
    const clocks = clockTimesInLine(lines.find((l) => /^\s*\d{1,2}:\d{2}\s+\d{1,2}:\d{2}\s*$/.test(l)) ?? '');
    const airports = airportsInLine(lines.find((l) => (l.match(/\([A-Z]{3}\)/g) ?? []).length === 2) ?? '');
    const dayLine = lines.find((l) => /\bAY\s?\d{1,4}\b/.test(l)) ?? '';
    const day = parseNamedDate(dayLine, input.date);
    const [from, to] = airports;
    if (!from || !to || !day || clocks.length !== 2) return undefined;
    return {
      ...flightDesignator(capture(dayLine, /\b(AY\s?\d{1,4})\b/)),
      ...legOnDay(day, [clocks[0], from], [clocks[1], to]),
    };
  },
});

/** Finnair booking confirmations (HTML: one table per leg). */
export const finnair: ProviderExtractor = {
  id: 'finnair',
  provider: 'Finnair',
  classification: 'direct',
  filters: [{ senderDomains: ['finnair.com'] }],
  extract,
};
