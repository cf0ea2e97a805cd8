import type { Reservation } from '../schema/reservation.js';
import { parseDateTime } from './lib/dates.js';
import { labelled } from './lib/fields.js';
import { parsePrice } from './lib/price.js';
import { trainReservation } from './lib/reservations.js';
import { blocksStartingWith, isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

// "Milano Centrale - 15/10/2025 ore 10:00"
function stop(value: string | undefined): { station?: string; time?: string } {
  const m = /^(.+?)\s+-\s+(.+)$/.exec(value ?? '');
  return m ? { station: m[1], time: parseDateTime(m[2] ?? '') } : {};
}

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber = labelled(text, 'Codice Biglietto \\(PNR\\)|PNR');
  const underName = labelled(text, 'Passeggero|Passenger');
  const price = parsePrice(labelled(text, 'Importo totale|Total amount') ?? '');
  const status = isCancellation(text, input.subject) ? 'cancelled' : 'confirmed';
  const legs: Reservation[] = [];
  for (const block of blocksStartingWith(text, /^(?:Treno|Train):/)) {
    const dep = stop(labelled(block, 'Partenza|Departure'));
    const arr = stop(labelled(block, 'Arrivo|Arrival'));
    if (!dep.station || !arr.station) continue;
    legs.push(
      trainReservation({
        reservationNumber,
        underName,
        price,
        status,
        trainNumber: labelled(block, 'Treno|Train'),
        departureStation: dep.station,
        arrivalStation: arr.station,
        departureTime: dep.time,
        arrivalTime: arr.time,
        coach: labelled(block, 'Carrozza|Coach'),
        seat: labelled(block, 'Posti|Posto|Seats?'),
      }),
    );
  }
  return legs;
}

/** Trenitalia purchase confirmations (Italian and English). */
export const trenitalia: ProviderExtractor = {
  id: 'trenitalia',
  provider: 'Trenitalia',
  classification: 'direct',
  filters: [{ senderDomains: ['trenitalia.it', 'trenitalia.com'] }],
  extract,
};
