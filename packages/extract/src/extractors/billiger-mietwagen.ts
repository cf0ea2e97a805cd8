import { rentalEndsReader } from './lib/car-rental.js';
import type { ProviderExtractor } from './types.js';

/** billiger-mietwagen.de (car hire comparison and broker) booking confirmations. */
export const billigerMietwagen: ProviderExtractor = {
  id: 'billiger-mietwagen',
  provider: 'billiger-mietwagen.de',
  classification: 'ota',
  filters: [{ senderDomains: ['billiger-mietwagen.de'] }],
  extract: rentalEndsReader({
    rentalCompany: 'billiger-mietwagen.de',
    supplier: 'Autovermieter',
    // "Abholung: Palma de Mallorca Flughafen" then "Mo, 21.12.2026 um 14:00 Uhr".
    pickupLabel: 'Abholung',
    returnLabel: 'Rückgabe',
    branchFirst: true,
    usDates: false,
    reservationNumber: 'Buchungsnummer',
    underName: 'Fahrer',
    total: 'Mietpreis gesamt',
    carModel: 'Fahrzeug',
  }),
};
