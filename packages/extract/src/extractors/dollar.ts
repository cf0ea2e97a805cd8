import { rentalEndsReader } from './lib/car-rental.js';
import type { ProviderExtractor } from './types.js';

/** Dollar Rent A Car (Hertz group) reservation confirmations. */
export const dollar: ProviderExtractor = {
  id: 'dollar',
  provider: 'Dollar Rent A Car',
  classification: 'direct',
  filters: [{ senderDomains: ['dollar.com', 'email.dollar.com'] }],
  extract: rentalEndsReader({
    rentalCompany: 'Dollar',
    // "Pickup: Thu, 12/17/2026 09:00 AM" with the counter on the next line.
    pickupLabel: 'Pickup',
    returnLabel: 'Return',
    branchFirst: false,
    reservationNumber: 'Confirmation Number',
    underName: 'Renter',
    total: 'Approximate Total',
    carModel: 'Car Class',
  }),
};
