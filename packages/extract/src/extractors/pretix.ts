import type { Reservation } from '../schema/reservation.js';
import { addressWithSpacedPostcode } from './lib/addresses.js';
import { bookingHeader } from './lib/booking-header.js';
import { parseDateTime } from './lib/dates.js';
import { labelled } from './lib/fields.js';
import { eventReservation } from './lib/reservations.js';
import { capture } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, {
    reservationNumber: 'Order code|Bestellcode',
    underName: 'Attendee|Teilnehmer',
    total: 'Total|Gesamt',
  });
  const { reservationNumber } = header;
  const eventName = labelled(text, 'Event|Veranstaltung');
  // "Thu, Dec 3, 2026 09:00 - Fri, Dec 4, 2026 17:30"
  const [from = '', to = ''] = (labelled(text, 'Date|Datum') ?? '').split(/\s+[-–]\s+/);
  const startDate = parseDateTime(from, input.date, true);
  if (!reservationNumber || !/^[A-Z0-9]{5,6}$/.test(reservationNumber) || !eventName || !startDate) return [];
  // "Stockholmsmässan, Mässvägen 1, 125 80 Älvsjö, Sweden": the venue, then its address.
  const [venueName, ...rest] = (labelled(text, 'Location|Ort') ?? '').split(/\s*,\s*/);
  const seats = Number(capture(labelled(text, 'Product|Produkt') ?? '', /^(\d+)\s*x/));
  return [
    eventReservation({
      ...header,
      eventName,
      startDate,
      endDate: parseDateTime(to, input.date, true),
      venueName: venueName || undefined,
      address: rest.length ? addressWithSpacedPostcode(rest.join(', ')) : undefined,
      numSeats: seats || undefined,
    }),
  ];
}

/** Orders placed through pretix, the event ticket shop, on its hosted service. */
export const pretix: ProviderExtractor = {
  id: 'pretix',
  provider: 'pretix',
  classification: 'ota',
  filters: [{ senderDomains: ['pretix.eu'] }],
  extract,
};
