import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { parseDateTime } from './lib/dates.js';
import { labelled } from './lib/fields.js';
import { trainReservation } from './lib/reservations.js';
import { blocksStartingWith } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

// "Milano Centrale - 15/10/2025 ore 10:00"
function stop(value: string | undefined): { station?: string; time?: string } {
  const m = /^(.+?)\s+-\s+(.+)$/.exec(value ?? '');
  return m ? { station: m[1], time: parseDateTime(m[2] ?? '') } : {};
}

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, {
    reservationNumber: 'Codice Biglietto \\(PNR\\)|PNR',
    underName: 'Passeggero|Passenger',
    total: 'Importo totale|Total amount',
  });
  const legs: Reservation[] = [];
  for (const block of blocksStartingWith(text, /^(?:Treno|Train):/)) {
    const dep = stop(labelled(block, 'Partenza|Departure'));
    const arr = stop(labelled(block, 'Arrivo|Arrival'));
    if (!dep.station || !arr.station) continue;
    legs.push(
      trainReservation({
        ...header,
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
