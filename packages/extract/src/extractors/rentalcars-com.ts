import { rentalEndsReader } from './lib/car-rental.js';
import type { ProviderExtractor } from './types.js';

/** Rentalcars.com (Booking Holdings) car hire confirmations; the car comes from the supplier they name. */
export const rentalcarsCom: ProviderExtractor = {
  id: 'rentalcars-com',
  provider: 'Rentalcars.com',
  classification: 'ota',
  filters: [{ senderDomains: ['rentalcars.com'] }],
  extract: rentalEndsReader({
    rentalCompany: 'Rentalcars.com',
    supplier: 'Supplier',
    // "Pick-up" with the day and time, then the counter's name; UK mails write days first.
    pickupLabel: 'Pick-up',
    returnLabel: 'Drop-off',
    branchFirst: false,
    usDates: false,
    reservationNumber: 'Booking number',
    underName: 'Main driver',
    total: 'Total price',
    carModel: 'Car',
  }),
};
