import type { Reservation } from '../schema/reservation.js';
import { parseDateTime } from './lib/dates.js';
import { addressFromLine, labelled } from './lib/fields.js';
import { hotelBlockAfter } from './lib/hotel.js';
import { parsePrice } from './lib/price.js';
import { eventReservation } from './lib/reservations.js';
import { isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber = labelled(text, 'Booking reference');
  // The activity's title is the first line after the headline.
  const activity = hotelBlockAfter(text, /^\s*Your booking (?:is|has been) (?:confirmed|cancell?ed)/i).name;
  if (!reservationNumber || !activity) return [];
  const meetingPoint = labelled(text, 'Meeting point|Address');
  const participants = [...(labelled(text, 'Participants') ?? '').matchAll(/(\d+)\s*x/g)];
  return [
    eventReservation({
      reservationNumber,
      underName: labelled(text, 'Lead traveler|Main traveler'),
      status: isCancellation(text, input.subject) ? 'cancelled' : 'confirmed',
      price: parsePrice(labelled(text, 'Total price') ?? ''),
      eventName: activity,
      startDate: parseDateTime(`${labelled(text, 'Date') ?? ''} ${labelled(text, 'Time') ?? ''}`, input.date),
      venueName: meetingPoint,
      address: addressFromLine(meetingPoint),
      numSeats: participants.reduce((sum, m) => sum + Number(m[1]), 0) || undefined,
    }),
  ];
}

/** GetYourGuide activity and tour booking confirmations. */
export const getyourguide: ProviderExtractor = {
  id: 'getyourguide',
  provider: 'GetYourGuide',
  classification: 'ota',
  filters: [{ senderDomains: ['getyourguide.com'] }],
  extract,
};
