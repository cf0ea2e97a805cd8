import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { parseNumericDate } from './lib/dates.js';
import { labelled } from './lib/fields.js';
import { labelledStationStop } from './lib/labelled-stops.js';
import { busReservation } from './lib/reservations.js';
import { legTimes } from './lib/rows.js';
import { blocksStartingWith, capture } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const header = bookingHeader(input, {
    reservationNumber: 'Localizador',
    underName: 'Viajero',
    total: 'Importe total',
  });
  if (!header.reservationNumber) return [];
  const rides: Reservation[] = [];
  // "Ida: 11/12/2026" then "Salida: Madrid - Estación Sur 08:00" and "Llegada: Granada 13:15".
  for (const block of blocksStartingWith(input.text, /^(?:Ida|Vuelta):/)) {
    const day = parseNumericDate(block.split('\n')[0] ?? '');
    const dep = labelledStationStop(block, 'Salida');
    const arr = labelledStationStop(block, 'Llegada');
    if (!dep || !arr) continue;
    const [departureTime, arrivalTime] = legTimes(day, dep.clock, arr.clock);
    rides.push(
      busReservation({
        ...header,
        busName: 'Alsa',
        busNumber: labelled(block, 'Servicio'),
        departureBusStop: dep.station,
        arrivalBusStop: arr.station,
        departureTime,
        arrivalTime,
        seat: capture(block, /Asiento\s+(\w+)/),
      }),
    );
  }
  return rides;
}

/** Alsa (Spanish coach operator) purchase confirmations. */
export const alsa: ProviderExtractor = {
  id: 'alsa',
  provider: 'Alsa',
  classification: 'direct',
  filters: [{ senderDomains: ['alsa.es', 'alsa.com'] }],
  extract,
};
