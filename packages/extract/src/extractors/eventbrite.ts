import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { atTime, parseNamedDate } from './lib/dates.js';
import { addressFromLine, labelled } from './lib/fields.js';
import { hotelBlockAfter } from './lib/hotel.js';
import { eventReservation } from './lib/reservations.js';
import { capture } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber = capture(text, /Order\s*#\s*(\d+)/);
  // Event name, then "Thursday, 22 January 2026 from 18:30 to 21:30 (CET)".
  const event = hotelBlockAfter(text, /Order\s*#\s*\d+/);
  if (!reservationNumber || !event.name || !event.address) return [];
  const day = parseNamedDate(event.address, input.date);
  const times = /(\d{1,2}:\d{2}(?:\s*[AP]M)?)\s*(?:to|-|–)\s*(\d{1,2}:\d{2}(?:\s*[AP]M)?)/i.exec(event.address);
  const location = labelled(text, 'Location');
  return [
    eventReservation({
      ...bookingHeader(input, { underName: 'Name', total: 'Order total' }),
      reservationNumber,
      eventName: event.name,
      startDate: atTime(day, times?.[1]) ?? day,
      endDate: atTime(day, times?.[2]),
      venueName: location,
      address: addressFromLine(location?.split(', ').slice(1).join(', ')),
      numSeats: [...text.matchAll(/^(\d+) x /gm)].reduce((sum, m) => sum + Number(m[1]), 0) || undefined,
    }),
  ];
}

/** Eventbrite order confirmations (tickets for events). */
export const eventbrite: ProviderExtractor = {
  id: 'eventbrite',
  provider: 'Eventbrite',
  classification: 'ota',
  filters: [{ senderDomains: ['eventbrite.com', 'eventbrite.de', 'eventbrite.co.uk'] }],
  extract,
};
