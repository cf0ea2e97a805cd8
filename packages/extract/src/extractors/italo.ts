import { atTime, parseNumericDate } from './lib/dates.js';
import { labelled } from './lib/fields.js';
import { trainBlocksReader } from './lib/train-blocks.js';
import type { ProviderExtractor } from './types.js';

// "Roma Termini ore 10:15"
const STOP = /^(.+?)\s+(?:ore|at)\s+(\d{1,2}:\d{2})$/;

const extract = trainBlocksReader({
  reservationNumber: 'Codice biglietto|Ticket code|PNR',
  numberPattern: /^[A-Z0-9]{6}$/,
  underName: 'Passeggero|Passenger',
  total: 'Importo totale|Total amount',
  // One block per direction ("Andata", "Ritorno"), each a table of labelled rows.
  journeyStart: /^(?:Andata|Ritorno|Outward|Return)\s*$/i,
  train: (block) => {
    const day = parseNumericDate(labelled(block, 'Data|Date') ?? '');
    const departure = STOP.exec(labelled(block, 'Partenza|Departure') ?? '');
    const arrival = STOP.exec(labelled(block, 'Arrivo|Arrival') ?? '');
    if (!day || !departure || !arrival) return undefined;
    return {
      trainNumber: labelled(block, 'Treno|Train'),
      departureStation: departure[1] ?? '',
      arrivalStation: arrival[1] ?? '',
      departureTime: atTime(day, departure[2]),
      arrivalTime: atTime(day, arrival[2]),
      coach: labelled(block, 'Carrozza|Coach'),
      seat: labelled(block, 'Posto|Seat'),
      seatingType: labelled(block, 'Ambiente|Environment'),
    };
  },
});

/** Italo (Nuovo Trasporto Viaggiatori) purchase confirmations. */
export const italo: ProviderExtractor = {
  id: 'italo',
  provider: 'Italo',
  classification: 'direct',
  filters: [{ senderDomains: ['italotreno.it', 'italotreno.com'] }],
  extract,
};
