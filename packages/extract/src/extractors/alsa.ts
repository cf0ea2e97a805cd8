import { busBlocksReader } from './lib/bus-journeys.js';
import { parseNumericDate } from './lib/dates.js';
import { labelled } from './lib/fields.js';
import { labelledStationStop } from './lib/labelled-stops.js';
import { legTimes } from './lib/rows.js';
import { capture } from './lib/text.js';
import type { ProviderExtractor } from './types.js';

const extract = busBlocksReader({
  reservationNumber: 'Localizador',
  underName: 'Viajero',
  total: 'Importe total',
  numberRequired: true,
  busName: 'Alsa',
  // "Ida: 11/12/2026" then "Salida: Madrid - Estación Sur 08:00" and "Llegada: Granada 13:15".
  // The heading in capitals or small letters, or with a space before its colon, as well.
  journeyStart: /^(?:Ida|Vuelta)\s*:/i,
  ride: (block) => {
    const day = parseNumericDate(block.split('\n')[0] ?? '');
    const dep = labelledStationStop(block, 'Salida');
    const arr = labelledStationStop(block, 'Llegada');
    if (!dep || !arr) return undefined;
    const [departureTime, arrivalTime] = legTimes(day, dep.clock, arr.clock);
    return {
      busNumber: labelled(block, 'Servicio'),
      departureBusStop: dep.station,
      arrivalBusStop: arr.station,
      departureTime,
      arrivalTime,
      seat: capture(block, /Asiento\s+(\w+)/),
    };
  },
});

/** Alsa (Spanish coach operator) purchase confirmations. */
export const alsa: ProviderExtractor = {
  id: 'alsa',
  provider: 'Alsa',
  classification: 'direct',
  filters: [{ senderDomains: ['alsa.es', 'alsa.com'] }],
  extract,
};
