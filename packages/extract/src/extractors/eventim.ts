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
    reservationNumber: 'Bestellnummer|Order number',
    underName: 'Besteller|Customer',
    total: 'Gesamtbetrag|Total',
  });
  const { reservationNumber } = header;
  const eventName = labelled(text, 'Veranstaltung|Event');
  const startDate = parseDateTime(labelled(text, 'Datum|Date') ?? '', input.date);
  if (!reservationNumber || !/^\d{6,12}$/.test(reservationNumber) || !eventName || !startDate) return [];
  const seats = Number(capture(labelled(text, 'Anzahl|Quantity') ?? '', /^(\d+)\s+Tickets?\b/i));
  return [
    eventReservation({
      ...header,
      eventName,
      startDate,
      ...venueInTown(labelled(text, 'Veranstaltungsort|Venue')),
      numSeats: seats || undefined,
    }),
  ];
}

/** EVENTIM ticket order confirmations. */
export const eventim: ProviderExtractor = {
  id: 'eventim',
  provider: 'EVENTIM',
  classification: 'ota',
  filters: [{ senderDomains: ['eventim.de', 'eventim.com', 'eventim.at', 'eventim.ch', 'eventim.co.uk'] }],
  extract,
};
