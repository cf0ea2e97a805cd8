import { parseNamedDate } from './lib/dates.js';
import { labelled, stackedCells } from './lib/fields.js';
import { legTimes } from './lib/rows.js';
import { capture } from './lib/text.js';
import { trainBlocksReader } from './lib/train-blocks.js';
import type { ProviderExtractor } from './types.js';

// "Départ 07h52 Paris Gare de Lyon": label, clock, station on one squeezed row.
const STOP = /^(\d{1,2}h\d{2})\s+(.+)$/;

const extract = trainBlocksReader({
  reservationNumber: /Référence(?: de commande)?\s*:?\s+([A-Z0-9]{6})\b/,
  total: 'Montant total',
  numberRequired: true,
  // "Aller – samedi 24 octobre 2026" / "Retour – …"
  journeyStart: /^(?:Aller|Retour)\s+[–-]\s+/,
  train: (block, input) => {
    const day = parseNamedDate(block.split('\n')[0] ?? '', input.date);
    // The row's cells on the label's line, or under it a line each where the page lays its table out in blocks.
    const stop = (label: string) =>
      STOP.exec(labelled(block, label) ?? '') ?? STOP.exec(stackedCells(block, label, 2) ?? '');
    const departure = stop('Départ');
    const arrival = stop('Arrivée');
    if (!day || !departure || !arrival) return undefined;
    // "Camille Martin – Voiture 3, place 45"
    const passenger = /^(.+?)\s+[–-]\s+Voiture\s+(\w+),\s*place\s+(\w+)/i.exec(labelled(block, 'Passager') ?? '');
    const [departureTime, arrivalTime] = legTimes(day, departure[1], arrival[1]);
    return {
      underName: passenger?.[1] ?? labelled(block, 'Passager'),
      trainNumber: capture(block, /OUIGO\s+n°\s*(\d{3,5})/),
      trainName: 'OUIGO',
      departureStation: departure[2] ?? '',
      arrivalStation: arrival[2] ?? '',
      departureTime,
      arrivalTime,
      coach: passenger?.[2],
      seat: passenger?.[3],
    };
  },
});

/** OUIGO (SNCF's low-cost high-speed trains) order confirmations, in French. */
export const ouigo: ProviderExtractor = {
  id: 'ouigo',
  provider: 'OUIGO',
  classification: 'direct',
  filters: [{ senderDomains: ['ouigo.com'] }],
  extract,
};
