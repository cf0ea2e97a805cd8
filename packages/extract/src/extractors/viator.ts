import type { Reservation } from '../schema/reservation.js';
import { parseDateTime } from './lib/dates.js';
import { addressFromLine, labelled } from './lib/fields.js';
import { hotelBlockAfter } from './lib/hotel.js';
import { parsePrice } from './lib/price.js';
import { eventReservation } from './lib/reservations.js';
import { capture, isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber = labelled(text, 'Booking reference');
  const activity = hotelBlockAfter(text, /^\s*Your booking (?:is|has been) (?:confirmed|cancell?ed)/i).name;
  if (!reservationNumber || !activity) return [];
  const meetingPoint = labelled(text, 'Meeting point');
  return [
    eventReservation({
      reservationNumber,
      underName: labelled(text, 'Lead traveler'),
      status: isCancellation(text, input.subject) ? 'cancelled' : 'confirmed',
      price: parsePrice(labelled(text, 'Total') ?? ''),
      eventName: activity,
      startDate: parseDateTime(`${labelled(text, 'Date') ?? ''} ${labelled(text, 'Time') ?? ''}`, input.date),
      venueName: meetingPoint,
      address: addressFromLine(meetingPoint),
      numSeats: Number(capture(labelled(text, 'Travelers') ?? '', /(\d+)/)) || undefined,
    }),
  ];
}

/** Viator tour and activity booking confirmations. */
export const viator: ProviderExtractor = {
  id: 'viator',
  provider: 'Viator',
  classification: 'ota',
  filters: [{ senderDomains: ['viator.com'] }],
  extract,
};
