import { CLOCK, parseNamedDate } from './lib/dates.js';
import { labelled } from './lib/fields.js';
import { datedJourneysReader } from './lib/rail-journey.js';
import { capture } from './lib/text.js';
import type { ProviderExtractor } from './types.js';

/** A stop and its clock on one line, 24-hour or on twelve hours: `London St Pancras Int'l    8:01 AM`. */
const STOP = new RegExp(String.raw`^(\S.*?)[^\S\n]{2,}(${CLOCK})[^\S\n]*$`, 'gm');

/**
 * The stops and clocks each on a line of their own, the stations first: `Alpha International` / `Beta Central` /
 * `06:04` / `(local time)` / `10:32`. Undefined unless two station lines stand right above the two clocks.
 */
function stackedStops(block: string): [string, string, string, string] | undefined {
  const lines = block
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !/^\(local time\)$/i.test(line));
  const clock = new RegExp(`^${CLOCK}$`);
  const at = lines.findIndex((line, i) => clock.test(line) && clock.test(lines[i + 1] ?? ''));
  const [dep, arr, leaves, arrives] = lines.slice(at - 2, at + 2);
  if (at < 3 || !dep || !arr || !leaves || !arrives || [dep, arr].some((s) => /\d/.test(s))) return undefined;
  return [dep, arr, leaves, arrives];
}

/**
 * The passenger a ticket's block names above its journey's heading (`Test User` / `Outbound`), taken only when the
 * mail greets the same person (`Hi Test User,`): a line above a heading is otherwise anything.
 */
function namedAboveJourney(text: string): string | undefined {
  const greeted = capture(text, /^Hi ([^,\n]+),\s*$/m);
  if (!greeted) return undefined;
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const named = lines.some((line, i) => line === greeted && /^(?:Outbound|Return)$/.test(lines[i + 1] ?? ''));
  return named ? greeted : undefined;
}

const extract = datedJourneysReader({
  reservationNumber: 'Booking reference',
  underName: (text) => labelled(text, 'Passengers?') ?? namedAboveJourney(text),
  total: 'Total paid|Total',
  // "Outbound: Tuesday 19 November 2024", or the heading alone over the day: "Return (1/2)" / "Tuesday 26 November 2024".
  journeyStart: /^(?:Outbound|Return|Aller|Retour)(?::|(?: \(\d\/\d\))?$)/,
  day: (firstLine, input) => parseNamedDate(firstLine, input.date),
  leg: (block) => {
    const [dep, arr] = [...block.matchAll(STOP)];
    const stops = dep && arr ? [dep[1], arr[1], dep[2], arr[2]] : stackedStops(block);
    if (!stops) return undefined;
    // "Train 9014" or, each in a cell of its own, "TRAIN" over "1001" (so too the coach and the seat).
    return {
      trainNumber: capture(block, /^Train\s+(\d+)/im),
      departureStation: stops[0] ?? '',
      arrivalStation: stops[1] ?? '',
      departureClock: stops[2],
      arrivalClock: stops[3],
      coach: capture(block, /Coach\s+(\w+)/),
      seat: capture(block, /Seat\s+(\w+)/),
    };
  },
});

/** Eurostar booking confirmations. */
export const eurostar: ProviderExtractor = {
  id: 'eurostar',
  provider: 'Eurostar',
  classification: 'direct',
  filters: [{ senderDomains: ['eurostar.com'] }],
  extract,
};
