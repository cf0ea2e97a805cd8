import { findAirport } from '../refdata/airports.js';
import { parseUsDate } from './lib/dates.js';
import { labelled } from './lib/fields.js';
import { flightBlocksReader } from './lib/flight-blocks.js';
import { legOnDay } from './lib/rows.js';
import { capture } from './lib/text.js';
import type { ProviderExtractor } from './types.js';

// "Depart OAK 6:10 AM Oakland, CA"
const STOP = (label: string) => new RegExp(`^${label}\\s+([A-Z]{3})\\s+(\\d{1,2}:\\d{2}\\s*[AP]M)\\s+(.+)$`, 'm');
/** A flight as a row under "FLIGHT DEPARTS ARRIVES": `# 6812 AUS 08:15PM BOS 01:10AM`, the cities on the next line. */
const ROW =
  /^#\s*(\d{1,4})\s+([A-Z]{3})\s+(\d{1,2}:\d{2}\s*[AP]M)\s+([A-Z]{3})\s+(\d{1,2}:\d{2}\s*[AP]M)[ \t]*\n\s*(.*)$/m;
/**
 * The same row where the page lays its table out in blocks, each cell under its heading: `FLIGHT` / `# 6812` /
 * `DEPARTS` / `AUS 08:15PM` / `Austin` / `ARRIVES` / `BOS 01:10AM` / `Boston Logan`.
 */
const STACKED_ROW =
  /^FLIGHT\s+#\s*(\d{1,4})\s+DEPARTS\s+([A-Z]{3})\s+(\d{1,2}:\d{2}\s*[AP]M)[ \t]*\n\s*(.+?)\s+ARRIVES\s+([A-Z]{3})\s+(\d{1,2}:\d{2}\s*[AP]M)[ \t]*\n\s*(.*)$/m;

/** A flight printed in the blocks of a table laid out so, with its day above it in its block. */
function stackedFlight(block: string) {
  const row = STACKED_ROW.exec(block);
  const day = parseUsDate(block);
  if (!row || !day) return undefined;
  const [, number, from = '', departs, fromName, to = '', arrives, toName] = row;
  return {
    airlineIata: 'WN',
    flightNumber: number,
    ...legOnDay(
      day,
      [departs, { iataCode: from, name: fromName?.trim() || undefined }],
      [arrives, { iataCode: to, name: toName?.trim() || undefined }],
    ),
  };
}

/**
 * The names printed under a row's two airports, one after the other (`Austin Boston Logan`): each begins with its
 * airport's city. Undefined unless both do.
 */
function namesUnder(line: string, from: string, to: string): [string, string] | undefined {
  const fromCity = findAirport(from)?.city;
  const toCity = findAirport(to)?.city;
  if (!fromCity || !toCity || !line.startsWith(`${fromCity} `)) return undefined;
  const rest = line.slice(fromCity.length).trim();
  const at = rest.indexOf(toCity);
  if (at < 0) return undefined;
  return [`${fromCity} ${rest.slice(0, at)}`.trim(), rest.slice(at).trim()];
}

/** A flight printed as a row with its day above it in its block. */
function rowFlight(block: string) {
  const row = ROW.exec(block);
  const day = parseUsDate(block);
  if (!row || !day) return undefined;
  const [, number, from = '', departs, to = '', arrives, names = ''] = row;
  const named = namesUnder(names.trim(), from, to);
  return {
    airlineIata: 'WN',
    flightNumber: number,
    ...legOnDay(day, [departs, { iataCode: from, name: named?.[0] }], [arrives, { iataCode: to, name: named?.[1] }]),
  };
}

/** The labels printed beside the passenger's: Rapid Rewards number, ticket, expiry, points. */
const BESIDE_PASSENGER = String.raw`RAPID REWARDS #|TICKET #|EXPIRATION\d?|EST\. POINTS EARNED`;
/** The passenger's label over the labels beside it, as a page laid out in blocks prints its header row. */
const STACKED_PASSENGER = new RegExp(String.raw`^PASSENGER\n+(?:(?:${BESIDE_PASSENGER})\n+)+(.+)$`, 'm');

/**
 * The passenger, after its label ("PASSENGER George Hadley") or, where the page lays its table out in blocks, as the
 * first value under the run of labels its header row was; never another label.
 */
function passengerName(text: string): string | undefined {
  return labelled(text, 'Passenger', BESIDE_PASSENGER) ?? capture(text, STACKED_PASSENGER);
}

const extract = flightBlocksReader({
  reservationNumber: /Confirmation\s*#\s*([A-Z0-9]{6})/,
  underName: passengerName,
  total: 'Total',
  airlineName: 'Southwest Airlines',
  flightStart: /^Flight \d+:/,
  flight: (block) => {
    if (ROW.test(block)) return rowFlight(block);
    if (STACKED_ROW.test(block)) return stackedFlight(block);
    // Southwest writes days the US way, month first.
    const day = parseUsDate(block.split('\n')[0] ?? '');
    const dep = STOP('Depart').exec(block);
    const arr = STOP('Arrive').exec(block);
    if (!dep || !arr) return undefined;
    return {
      airlineIata: 'WN',
      flightNumber: capture(block, /^Flight #\s*(\d+)/m),
      ...legOnDay(
        day,
        [dep[2], { iataCode: dep[1], name: dep[3]?.trim() }],
        [arr[2], { iataCode: arr[1], name: arr[3]?.trim() }],
      ),
    };
  },
});

/** Southwest Airlines trip confirmations. */
export const southwest: ProviderExtractor = {
  id: 'southwest',
  provider: 'Southwest Airlines',
  classification: 'direct',
  filters: [{ senderDomains: ['southwest.com', 'luv.southwest.com', 'ifly.southwest.com'] }],
  extract,
};
