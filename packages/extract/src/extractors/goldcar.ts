import { rentalEndsReader } from './lib/car-rental.js';
import type { ProviderExtractor } from './types.js';

/** Goldcar reservation confirmations (Spanish and English). */
export const goldcar: ProviderExtractor = {
  id: 'goldcar',
  provider: 'Goldcar',
  classification: 'direct',
  filters: [{ senderDomains: ['goldcar.es', 'goldcar.com'] }],
  extract: rentalEndsReader({
    rentalCompany: 'Goldcar',
    // "Recogida: Málaga Aeropuerto" with "12/12/2026 10:30" (day first) on the next line.
    pickupLabel: 'Recogida|Pick-up',
    returnLabel: 'Devolución|Drop-off',
    branchFirst: true,
    usDates: false,
    reservationNumber: 'Número de reserva|Booking number',
    underName: 'Conductor principal|Main driver',
    total: 'Importe total|Total amount',
    carModel: 'Vehículo|Vehicle',
  }),
};
