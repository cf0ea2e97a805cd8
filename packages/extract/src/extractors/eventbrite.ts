import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { atTime, parseNamedDate } from './lib/dates.js';
import { addressFromLine, labelled } from './lib/fields.js';
import { eventReservation } from './lib/reservations.js';
import { capture } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

/** The event's day and clocks on one line: `Thursday, 22 January 2026 from 18:30 to 21:30 (CET)`, `Thu, Jun 29, 2023 7:00 PM - 9:00 PM (BST)`. */
const CLOCKS = /(\d{1,2}:\d{2}(?:\s*[AP]M)?)\s*(?:to|-|–)\s*(\d{1,2}:\d{2}(?:\s*[AP]M)?)/i;

/** Lines above the day that are not the event's name: a label, a ticket count, the order's total or its traveller. */
const NOT_THE_NAME = /:$|^\d+ x |^(?:Order total|Name):|^[*-]/i;

/** The event's name, day line and the line under it, wherever the mail prints its block (before or after the order). */
function eventBlock(text: string, reference: Date | undefined) {
  const lines = text.split('\n').map((line) => line.trim());
  const at = lines.findIndex((line) => CLOCKS.test(line) && parseNamedDate(line, reference));
  if (at < 0) return undefined;
  const name = lines
    .slice(0, at)
    .reverse()
    .find((line) => line && !NOT_THE_NAME.test(line));
  const below = lines.slice(at + 1).find((line) => line);
  return { name, when: lines[at] ?? '', below };
}

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber = capture(text, /Order\s*#\s*(\d+)/);
  const event = eventBlock(text, input.date);
  if (!reservationNumber || !event?.name) return [];
  const day = parseNamedDate(event.when, input.date);
  const times = CLOCKS.exec(event.when);
  // The venue is labelled, or stands alone under the day with its map's link below it.
  const location =
    labelled(text, 'Location') ?? (event.below && !/^https?:|:/.test(event.below) ? event.below : undefined);
  const header = bookingHeader(input, { underName: 'Name', total: 'Order total' });
  return [
    eventReservation({
      ...header,
      underName: header.underName ?? capture(text, /^\W*([^,\n]+), you've got tickets/m),
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

/** Eventbrite order confirmations and cancellations (tickets for events). */
export const eventbrite: ProviderExtractor = {
  id: 'eventbrite',
  provider: 'Eventbrite',
  classification: 'ota',
  filters: [{ senderDomains: ['eventbrite.com', 'eventbrite.de', 'eventbrite.co.uk'] }],
  extract,
};
