import type { Reservation } from '../schema/reservation.js';
import { parseNamedDate } from './lib/dates.js';
import { labelled } from './lib/fields.js';
import { parsePrice } from './lib/price.js';
import { labelledStop, rideReservation } from './lib/ride.js';
import { capture } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const day = parseNamedDate(labelled(text, 'Date') ?? '', input.date);
  const pickup = labelledStop(labelled(text, 'Pickup'));
  if (!day || !pickup) return [];
  return [
    rideReservation({
      provider: 'Bolt',
      day,
      pickup,
      dropoff: labelledStop(labelled(text, 'Drop-off|Dropoff|Destination')),
      reservationNumber: labelled(text, 'Ride ID|Order no\\.?'),
      underName: capture(text, /riding with Bolt,\s*([^\n,!.]+)/i),
      price: parsePrice(labelled(text, 'Total') ?? ''),
    }),
  ];
}

/** Bolt ride receipts: labelled rows, each stop with its clock before the address. */
export const bolt: ProviderExtractor = {
  id: 'bolt',
  provider: 'Bolt',
  classification: 'direct',
  filters: [{ senderDomains: ['bolt.eu'], content: /Ride ID|Pickup/i }],
  extract,
};
