import { activityBookingReader } from './lib/activity-booking.js';
import { labelled } from './lib/fields.js';
import { capture } from './lib/text.js';
import type { ProviderExtractor } from './types.js';

/** Viator tour and activity booking confirmations. */
export const viator: ProviderExtractor = {
  id: 'viator',
  provider: 'Viator',
  classification: 'ota',
  filters: [{ senderDomains: ['viator.com'] }],
  extract: activityBookingReader({
    reservationNumber: 'Booking reference',
    underName: 'Lead traveler',
    total: 'Total',
    meetingPointLabel: 'Meeting point',
    seats: (text) => Number(capture(labelled(text, 'Travelers') ?? '', /(\d+)/)) || undefined,
  }),
};
