import { rentalEndsReader } from './lib/car-rental.js';
import type { ProviderExtractor } from './types.js';

/** Drivalia (CA Auto Bank) car rental confirmations in Italian. */
export const drivalia: ProviderExtractor = {
  id: 'drivalia',
  provider: 'Drivalia',
  classification: 'direct',
  filters: [{ senderDomains: ['drivalia.com', 'drivalia.it'] }],
  extract: rentalEndsReader({
    rentalCompany: 'Drivalia',
    // "Ritiro: Milano Centrale" with "19/12/2026 ore 10:00" (day first) on the next line.
    pickupLabel: 'Ritiro',
    returnLabel: 'Riconsegna',
    branchFirst: true,
    usDates: false,
    reservationNumber: 'Numero prenotazione',
    underName: 'Conducente',
    total: 'Totale',
    carModel: 'Veicolo',
  }),
};
