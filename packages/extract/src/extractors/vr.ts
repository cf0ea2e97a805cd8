import { CLOCK, parseNumericDate } from './lib/dates.js';
import { labelled } from './lib/fields.js';
import { legTimes } from './lib/rows.js';
import { trainBlocksReader } from './lib/train-blocks.js';
import type { ProviderExtractor } from './types.js';

const extract = trainBlocksReader({
  reservationNumber: /(?:Order number|Tilausnumero):?\s+(\d{6,12})\b/i,
  total: /^(?:Total|Yhteensä):?\s+(.+)$/im,
  numberRequired: true,
  // Each journey: "Helsinki – Tampere", "Thu 22.10.2026 08:00 → 09:48", "IC 27 Car 4, seat 56", the passenger.
  journeyStart: /^[^\d\n]{2,60} – [^\d\n]{2,60}$/,
  train: (block) => {
    const [head = ''] = block.split('\n');
    const [from, to] = head.split(' – ').map((s) => s.trim());
    // The clocks on 24 hours, or on twelve with their half of day ("8:00 AM → 9:48 AM").
    const times = new RegExp(String.raw`(\d{1,2}\.\d{1,2}\.\d{4})\s+(${CLOCK})\s+→\s+(${CLOCK})`).exec(block);
    const train = /^((?:IC|S|Pendolino|H|P|AE)\s?\d{1,5})\s+(?:Car|Vaunu)\s+(\w+),\s*(?:seat|paikka)\s+(\w+)/im.exec(
      block,
    );
    if (!from || !to || !times) return undefined;
    const [departureTime, arrivalTime] = legTimes(parseNumericDate(times[1] ?? ''), times[2], times[3]);
    return {
      underName: labelled(block, 'Passenger|Matkustaja')?.replace(/,.*$/, ''),
      trainNumber: train?.[1],
      departureStation: from,
      arrivalStation: to,
      departureTime,
      arrivalTime,
      coach: train?.[2],
      seat: train?.[3],
    };
  },
});

/** VR (Finnish railways) order confirmations. */
export const vr: ProviderExtractor = {
  id: 'vr',
  provider: 'VR',
  classification: 'direct',
  filters: [{ senderDomains: ['vr.fi'] }],
  extract,
};
