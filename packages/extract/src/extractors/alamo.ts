import { rentalEndsReader } from './lib/car-rental.js';
import type { ProviderExtractor } from './types.js';

/** Alamo Rent A Car reservation confirmations. */
export const alamo: ProviderExtractor = {
  id: 'alamo',
  provider: 'Alamo Rent A Car',
  classification: 'direct',
  filters: [{ senderDomains: ['alamo.com', 'email.alamo.com'] }],
  extract: rentalEndsReader({
    rentalCompany: 'Alamo',
    // "Pick-Up: Orlando International Airport (MCO)" with the day and time on the next line.
    pickupLabel: 'Pick-Up',
    returnLabel: 'Return',
    branchFirst: true,
    reservationNumber: 'Confirmation Number',
    underName: 'Driver|Renter',
    total: 'Estimated Total',
    carModel: 'Vehicle',
  }),
};
