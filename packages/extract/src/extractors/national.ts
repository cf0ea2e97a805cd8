import { rentalEndsReader } from './lib/car-rental.js';
import { labelledLines } from './lib/fields.js';
import type { ProviderExtractor } from './types.js';

/** National Car Rental reservation confirmations. */
export const national: ProviderExtractor = {
  id: 'national',
  provider: 'National Car Rental',
  classification: 'direct',
  filters: [{ senderDomains: ['nationalcar.com', 'email.nationalcar.com'] }],
  extract: rentalEndsReader({
    rentalCompany: 'National',
    // Each end: a heading, the branch, then the day and time.
    pickupLabel: 'Pick ?Up|Pick-Up',
    returnLabel: 'Return',
    branchFirst: true,
    reservationNumber: 'Confirmation(?: #)?',
    underName: 'Renter|Driver Name',
    total: 'Estimated Total',
    // "Vehicle: …", or the car under "Your Vehicle" with its "or similar" on the line below.
    carModel: (text) =>
      labelledLines(text, '(?:Your )?Vehicle', 2)
        .filter((line, i) => i === 0 || /^or similar$/i.test(line))
        .join(' ') || undefined,
  }),
};
