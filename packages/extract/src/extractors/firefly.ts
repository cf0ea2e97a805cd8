import { rentalEndsReader } from './lib/car-rental.js';
import type { ProviderExtractor } from './types.js';

/** Firefly (Hertz group) car hire confirmations. */
export const firefly: ProviderExtractor = {
  id: 'firefly',
  provider: 'Firefly',
  classification: 'direct',
  filters: [{ senderDomains: ['fireflycarrental.com'] }],
  extract: rentalEndsReader({
    rentalCompany: 'Firefly',
    // "Pick-up location: Alicante Airport" with "Sat 19 Dec 2026 at 11:30" on the next line.
    pickupLabel: 'Pick-up location',
    returnLabel: 'Return location',
    branchFirst: true,
    usDates: false,
    reservationNumber: 'Confirmation number',
    underName: 'Driver',
    total: 'Total to pay at the counter|Total',
    carModel: 'Vehicle',
  }),
};
