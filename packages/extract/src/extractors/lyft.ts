import type { Reservation } from '../schema/reservation.js';
import { parseDateTime } from './lib/dates.js';
import { labelled } from './lib/fields.js';
import { parsePrice } from './lib/price.js';
import { rideReservation } from './lib/ride.js';
import { capture, isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  // The window's start is the pickup time ("Thu, Nov 26, 2026, 7:10 AM – 7:20 AM"); US senders write days month first.
  const pickupAt = parseDateTime(labelled(text, 'Pickup window|Pickup time') ?? '', input.date, true);
  const pickup = labelled(text, 'Pickup');
  if (!pickupAt || !pickup) return [];
  const dropoff = labelled(text, 'Destination|Drop-off');
  return [
    rideReservation({
      provider: 'Lyft',
      day: pickupAt.slice(0, 10),
      pickup: { clock: pickupAt.slice(11, 16), address: pickup },
      dropoff: dropoff ? { address: dropoff } : undefined,
      reservationNumber: labelled(text, 'Ride ID'),
      underName: capture(text, /^Hi\s+([^\n,!.]+)/im),
      price: parsePrice(labelled(text, 'Estimated price|Total') ?? ''),
      status: isCancellation(text, input.subject) ? 'cancelled' : 'confirmed',
    }),
  ];
}

/** Lyft scheduled-ride confirmations. */
export const lyft: ProviderExtractor = {
  id: 'lyft',
  provider: 'Lyft',
  classification: 'direct',
  filters: [{ senderDomains: ['lyftmail.com', 'lyft.com'], content: /Pickup window|scheduled ride/i }],
  extract,
};
