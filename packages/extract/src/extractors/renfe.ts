import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { parseNumericDate } from './lib/dates.js';
import { labelled } from './lib/fields.js';
import { datedJourneyLegs } from './lib/rail-journey.js';
import { capture } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

// Station names hold dashes ("Madrid - Puerta de Atocha"), so the time is taken from the end of the line.
const STOP = (label: string) => new RegExp(`^${label}:\\s*(.+?)\\s+(\\d{1,2}:\\d{2})\\s*$`, 'm');

function extract(input: ExtractorInput): Reservation[] {
  const header = bookingHeader(input, {
    reservationNumber: 'Localizador',
    underName: 'Viajero|Pasajero',
    total: 'Importe total|Precio total',
  });
  return datedJourneyLegs(input, header, {
    journeyStart: /^(?:Ida|Vuelta):/,
    day: (firstLine) => parseNumericDate(firstLine),
    leg: (block) => {
      const dep = STOP('Salida').exec(block);
      const arr = STOP('Llegada').exec(block);
      if (!dep || !arr) return undefined;
      return {
        trainNumber: labelled(block, 'Tren'),
        departureStation: dep[1] ?? '',
        arrivalStation: arr[1] ?? '',
        departureClock: dep[2],
        arrivalClock: arr[2],
        coach: capture(block, /Coche\s+(\w+)/),
        seat: capture(block, /Plaza\s+(\w+)/),
      };
    },
  });
}

/** Renfe purchase confirmations (Spanish). */
export const renfe: ProviderExtractor = {
  id: 'renfe',
  provider: 'Renfe',
  classification: 'direct',
  filters: [{ senderDomains: ['renfe.es', 'renfe.com'] }],
  extract,
};
