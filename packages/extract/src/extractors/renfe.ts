import type { Reservation } from '../schema/reservation.js';
import { atTime, parseNumericDate, plusDays } from './lib/dates.js';
import { labelled } from './lib/fields.js';
import { parsePrice } from './lib/price.js';
import { trainReservation } from './lib/reservations.js';
import { blocksStartingWith, capture, isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

// Station names hold dashes ("Madrid - Puerta de Atocha"), so the time is taken from the end of the line.
const STOP = (label: string) => new RegExp(`^${label}:\\s*(.+?)\\s+(\\d{1,2}:\\d{2})\\s*$`, 'm');

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber = labelled(text, 'Localizador');
  const underName = labelled(text, 'Viajero|Pasajero');
  const price = parsePrice(labelled(text, 'Importe total|Precio total') ?? '');
  const status = isCancellation(text, input.subject) ? 'cancelled' : 'confirmed';
  const legs: Reservation[] = [];
  for (const block of blocksStartingWith(text, /^(?:Ida|Vuelta):/)) {
    const day = parseNumericDate(block.split('\n')[0] ?? '');
    const dep = STOP('Salida').exec(block);
    const arr = STOP('Llegada').exec(block);
    if (!dep || !arr) continue;
    const departureTime = atTime(day, dep[2]);
    let arrivalTime = atTime(day, arr[2]);
    if (departureTime && arrivalTime && arrivalTime < departureTime) arrivalTime = plusDays(arrivalTime, 1);
    legs.push(
      trainReservation({
        reservationNumber,
        underName,
        price,
        status,
        trainNumber: labelled(block, 'Tren'),
        departureStation: dep[1] ?? '',
        arrivalStation: arr[1] ?? '',
        departureTime,
        arrivalTime,
        coach: capture(block, /Coche\s+(\w+)/),
        seat: capture(block, /Plaza\s+(\w+)/),
      }),
    );
  }
  return legs;
}

/** Renfe purchase confirmations (Spanish). */
export const renfe: ProviderExtractor = {
  id: 'renfe',
  provider: 'Renfe',
  classification: 'direct',
  filters: [{ senderDomains: ['renfe.es', 'renfe.com'] }],
  extract,
};
