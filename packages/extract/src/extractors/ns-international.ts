import { CLOCK, parseNamedDate } from './lib/dates.js';
import { legTimes } from './lib/rows.js';
import { trainBlocksReader } from './lib/train-blocks.js';
import type { ProviderExtractor } from './types.js';

// A journey table as the text conversion squeezes it: "08:35 Amsterdam Centraal ICE 145" for the departure,
// "14:52 Berlin Ostbahnhof Coach 24, seat 55" for the arrival.
const DEPARTURE = new RegExp(
  String.raw`^(${CLOCK})\s+(.+?)\s+((?:ICE|IC|ECE|EC|Eurostar|ES|NJ|TGV|THA)\s?\d{1,5})\s*$`,
  'm',
);
const ARRIVAL = new RegExp(String.raw`^(${CLOCK})\s+(.+?)(?:\s+Coach\s+(\w+),\s*seat\s+(\w+))?\s*$`, 'm');

const extract = trainBlocksReader({
  reservationNumber: /^Booking number:?\s+(\d{8,12})\b/im,
  underName: 'Name',
  total: 'Total amount',
  numberRequired: true,
  journeyStart: /^(?:Outward|Return) journey\b/,
  train: (block, input) => {
    const day = parseNamedDate(block.split('\n')[0] ?? '', input.date);
    const dep = DEPARTURE.exec(block);
    const rest = dep ? block.slice(block.indexOf(dep[0]) + dep[0].length) : '';
    const arr = ARRIVAL.exec(rest.trimStart());
    if (!day || !dep || !arr) return undefined;
    const [departureTime, arrivalTime] = legTimes(day, dep[1], arr[1]);
    return {
      trainNumber: dep[3],
      departureStation: dep[2] ?? '',
      arrivalStation: arr[2] ?? '',
      departureTime,
      arrivalTime,
      coach: arr[3],
      seat: arr[4],
    };
  },
});

/** NS International (Dutch railways' international sales) booking confirmations. */
export const nsInternational: ProviderExtractor = {
  id: 'ns-international',
  provider: 'NS International',
  classification: 'direct',
  filters: [{ senderDomains: ['nsinternational.com', 'nsinternational.nl'] }],
  extract,
};
