import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { parseDateTime } from './lib/dates.js';
import { labelled, venueInTown } from './lib/fields.js';
import { eventReservation } from './lib/reservations.js';
import { capture } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, {
    reservationNumber: /^Order\s*#:?\s+(\d{1,3}-\d{4,6}\/[A-Z0-9]{2,4})\s*$/m,
    total: 'Order total',
  });
  const { reservationNumber } = header;
  if (!reservationNumber) return [];
  // The event block under the order number: name, "Sat 21 Nov 2026 - 19:00", "Venue, Town".
  const lines = text.split('\n').map((l) => l.trim());
  const at = lines.findIndex((l) => l.includes(reservationNumber));
  const [eventName, when, where] = lines.slice(at + 1).filter(Boolean);
  const startDate = parseDateTime(when ?? '', input.date);
  if (!eventName || !startDate) return [];
  const tickets = Number(capture(labelled(text, 'Tickets') ?? '', /^(\d+)\s*x/));
  return [
    eventReservation({
      ...header,
      eventName,
      startDate,
      ...venueInTown(where),
      numSeats: tickets || undefined,
    }),
  ];
}

/** Ticketmaster order confirmations ("You got the tickets!"). */
export const ticketmaster: ProviderExtractor = {
  id: 'ticketmaster',
  provider: 'Ticketmaster',
  classification: 'ota',
  filters: [
    {
      senderDomains: [
        'ticketmaster.com',
        'ticketmaster.co.uk',
        'ticketmaster.de',
        'ticketmaster.ie',
        'ticketmaster.nl',
        'ticketmaster.fr',
      ],
    },
  ],
  extract,
};
