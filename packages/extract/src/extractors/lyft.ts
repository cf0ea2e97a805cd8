import type { Reservation } from '../schema/reservation.js';
import { bookedRide } from './lib/ride.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  // The window's start is the pickup time ("Thu, Nov 26, 2026, 7:10 AM – 7:20 AM"); US senders write days month first.
  return bookedRide(input, {
    provider: 'Lyft',
    pickupTime: 'Pickup window|Pickup time',
    pickup: 'Pickup',
    dropoff: 'Destination|Drop-off',
    usDates: true,
    header: { reservationNumber: 'Ride ID', underName: /^Hi\s+([^\n,!.]+)/im, total: 'Estimated price|Total' },
  });
}

/** Lyft scheduled-ride confirmations. */
export const lyft: ProviderExtractor = {
  id: 'lyft',
  provider: 'Lyft',
  classification: 'direct',
  filters: [{ senderDomains: ['lyftmail.com', 'lyft.com'], content: /Pickup window|scheduled ride/i }],
  extract,
};
