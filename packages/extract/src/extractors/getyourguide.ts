import { activityBookingReader } from './lib/activity-booking.js';
import { labelled } from './lib/fields.js';
import type { ProviderExtractor } from './types.js';

/** GetYourGuide activity and tour booking confirmations. */
export const getyourguide: ProviderExtractor = {
  id: 'getyourguide',
  provider: 'GetYourGuide',
  classification: 'ota',
  filters: [{ senderDomains: ['getyourguide.com'] }],
  extract: activityBookingReader({
    reservationNumber: 'Booking reference',
    underName: 'Lead traveler|Main traveler',
    total: 'Total price',
    meetingPointLabel: 'Meeting point|Address',
    seats: (text) =>
      [...(labelled(text, 'Participants') ?? '').matchAll(/(\d+)\s*x/g)].reduce((sum, m) => sum + Number(m[1]), 0) ||
      undefined,
  }),
};
