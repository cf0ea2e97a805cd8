import { rentalEndsReader } from './lib/car-rental.js';
import type { ProviderExtractor } from './types.js';

/** Sunny Cars (car hire broker) booking confirmations in German. */
export const sunnyCars: ProviderExtractor = {
  id: 'sunny-cars',
  provider: 'Sunny Cars',
  classification: 'ota',
  filters: [{ senderDomains: ['sunnycars.de', 'sunnycars.com', 'sunnycars.at', 'sunnycars.ch'] }],
  extract: rentalEndsReader({
    rentalCompany: 'Sunny Cars',
    supplier: 'Vermieter vor Ort',
    // "Übernahme: Sa, 19.12.2026, 11:00 Uhr" with the branch on the next line.
    pickupLabel: 'Übernahme',
    returnLabel: 'Rückgabe',
    branchFirst: false,
    usDates: false,
    reservationNumber: 'Buchungsnummer',
    underName: 'Hauptfahrer',
    total: 'Gesamtpreis',
    carModel: 'Fahrzeug',
  }),
};
