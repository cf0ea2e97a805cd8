import type { Reservation } from '../schema/reservation.js';
import { parseDateTime } from './lib/dates.js';
import { labelled } from './lib/fields.js';
import { parsePrice } from './lib/price.js';
import { eventReservation } from './lib/reservations.js';
import { capture, isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber = labelled(text, 'Bestellnummer|Order number');
  const eventName = labelled(text, 'Veranstaltung|Event');
  const startDate = parseDateTime(labelled(text, 'Datum|Date') ?? '', input.date);
  if (!reservationNumber || !/^\d{6,12}$/.test(reservationNumber) || !eventName || !startDate) return [];
  // "LANXESS arena, Köln"
  const [venueName, town] = (labelled(text, 'Veranstaltungsort|Venue') ?? '').split(/,\s*(?=[^,]+$)/);
  const seats = Number(capture(labelled(text, 'Anzahl|Quantity') ?? '', /^(\d+)\s+Tickets?\b/i));
  return [
    eventReservation({
      reservationNumber,
      underName: labelled(text, 'Besteller|Customer'),
      status: isCancellation(text, input.subject) ? 'cancelled' : 'confirmed',
      price: parsePrice(labelled(text, 'Gesamtbetrag|Total') ?? ''),
      eventName,
      startDate,
      venueName: venueName || undefined,
      address: town ? { addressLocality: town } : undefined,
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
