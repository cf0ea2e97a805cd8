import { parseDateTime } from './lib/dates.js';
import { labelled } from './lib/fields.js';
import { trainBlocksReader } from './lib/train-blocks.js';
import type { ProviderExtractor } from './types.js';

// "Milano Centrale - 15/10/2025 ore 10:00"
function stop(value: string | undefined): { station?: string; time?: string } {
  const m = /^(.+?)\s+-\s+(.+)$/.exec(value ?? '');
  return m ? { station: m[1], time: parseDateTime(m[2] ?? '') } : {};
}

const extract = trainBlocksReader({
  reservationNumber: 'Codice Biglietto \\(PNR\\)|PNR',
  underName: 'Passeggero|Passenger',
  total: 'Importo totale|Total amount',
  journeyStart: /^(?:Treno|Train):/,
  train: (block) => {
    const dep = stop(labelled(block, 'Partenza|Departure'));
    const arr = stop(labelled(block, 'Arrivo|Arrival'));
    if (!dep.station || !arr.station) return undefined;
    return {
      trainNumber: labelled(block, 'Treno|Train'),
      departureStation: dep.station,
      arrivalStation: arr.station,
      departureTime: dep.time,
      arrivalTime: arr.time,
      coach: labelled(block, 'Carrozza|Coach'),
      seat: labelled(block, 'Posti|Posto|Seats?'),
    };
  },
});

/** Trenitalia purchase confirmations (Italian and English). */
export const trenitalia: ProviderExtractor = {
  id: 'trenitalia',
  provider: 'Trenitalia',
  classification: 'direct',
  filters: [{ senderDomains: ['trenitalia.it', 'trenitalia.com'] }],
  extract,
};
