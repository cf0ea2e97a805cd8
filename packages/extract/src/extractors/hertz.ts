import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { type RentalEnd, rentalEnd } from './lib/car-rental.js';
import { parseDateTime } from './lib/dates.js';
import { addressFromLine, labelled, labelledLines } from './lib/fields.js';
import { rentalCarReservation } from './lib/reservations.js';
import { capture } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

/**
 * The mail that prints one branch for both ends: its name under `Pickup and Return Location.`, its address under
 * `Address`, each end's day and time under its own label (`Pick Up time`, `Return time`).
 */
function sharedBranchEnds(text: string): { pickup: RentalEnd; dropoff: RentalEnd } | undefined {
  const [name] = labelledLines(text, String.raw`Pick ?up and Return Location\.?`, 1);
  if (!name) return undefined;
  const address = labelledLines(text, 'Address', 2).join(', ') || undefined;
  const when = (label: string) => labelledLines(text, label, 1)[0];
  return {
    pickup: { name, address, when: when('Pick ?up time') },
    dropoff: { name, address, when: when('Return time') },
  };
}

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  // Each end of the rental is a heading followed by the time, the location and its address.
  const order = { branchFirst: false, address: true, usDates: false };
  const shared = sharedBranchEnds(text);
  const pickup = shared?.pickup ?? rentalEnd(input, 'Pick Up|Pickup', order);
  const dropoff = shared?.dropoff ?? rentalEnd(input, 'Return|Drop Off', order);
  if (!pickup.name) return [];
  return [
    rentalCarReservation({
      ...bookingHeader(input, {
        // "Confirmation Number: …" or "Your reservation confirmation number is: …".
        reservationNumber: '(?:Your )?(?:reservation )?Confirmation Number(?: is)?',
        // A label, or the name alone under the thanks: "Thanks for Travelling at the Speed of Hertz," / "TEST USER".
        underName: (t) =>
          labelled(t, 'Name') ??
          capture(t, /^Thanks for Travell?ing\b.*,[ \t]*\n\s*(\p{Lu}[\p{Lu}'’ -]*\p{Lu})[ \t]*$/mu),
        total: 'Total Estimated Charge|Total',
      }),
      rentalCompany: 'Hertz',
      carModel: labelledLines(text, 'Your Vehicle', 1)[0],
      pickupLocation: { name: pickup.name, address: addressFromLine(pickup.address) },
      dropoffLocation: dropoff.name ? { name: dropoff.name, address: addressFromLine(dropoff.address) } : undefined,
      pickupTime: parseDateTime(pickup.when ?? '', input.date),
      dropoffTime: parseDateTime(dropoff.when ?? '', input.date),
    }),
  ];
}

/** Hertz reservation confirmations. */
export const hertz: ProviderExtractor = {
  id: 'hertz',
  provider: 'Hertz',
  classification: 'direct',
  filters: [{ senderDomains: ['hertz.com'] }],
  extract,
};
