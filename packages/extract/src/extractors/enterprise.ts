import { rentalEndsReader } from './lib/car-rental.js';
import { labelledLines } from './lib/fields.js';
import type { ProviderExtractor } from './types.js';

/** Enterprise Rent-A-Car reservation confirmations. */
export const enterprise: ProviderExtractor = {
  id: 'enterprise',
  provider: 'Enterprise Rent-A-Car',
  classification: 'direct',
  filters: [{ senderDomains: ['enterprise.com', 'email.enterprise.com'] }],
  extract: rentalEndsReader({
    rentalCompany: 'Enterprise',
    pickupLabel: 'Pick-Up',
    returnLabel: 'Return',
    branchFirst: false,
    reservationNumber: 'Confirmation Number',
    underName: 'Renter Name',
    total: 'Estimated Total',
    // The class line is followed by the example model.
    carModel: (text) => labelledLines(text, 'Vehicle Class', 2)[1],
  }),
};
