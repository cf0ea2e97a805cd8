import type { Reservation } from '../schema/reservation.js';
import { parseDateTime } from './lib/dates.js';
import { flightDesignator, labelled } from './lib/fields.js';
import { parsePrice } from './lib/price.js';
import { flightReservation } from './lib/reservations.js';
import { blocksStartingWith, capture, isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber = labelled(text, 'Booking Reference');
  const passenger = /^((?:Mr|Mrs|Ms|Miss|Dr)\.? .+?)\s{2,}E-ticket number\s+([\d-]+)/im.exec(text);
  const price = parsePrice(labelled(text, 'Payment Total|Total') ?? '');
  const cancelled = isCancellation(text, input.subject);
  const flights: Reservation[] = [];
  for (const block of blocksStartingWith(text, /^[A-Z0-9]{2}\d{3,4} /)) {
    const [head = '', route = ''] = block.split('\n');
    const [, carrier, cabin, state] = /^\S+\s+(.*?)\s*\|\s*(.*?)\s*\|\s*(\w+)/.exec(head) ?? [];
    const [, from, to] = /^(.+?) to (.+)$/.exec(route.trim()) ?? [];
    const depart = labelled(block, 'Depart');
    const arrive = labelled(block, 'Arrive');
    if (!from || !to || !depart || !arrive) continue;
    flights.push(
      flightReservation({
        reservationNumber,
        underName: passenger?.[1],
        ticketNumber: passenger?.[2],
        price,
        status: cancelled || /cancel/i.test(state ?? '') ? 'cancelled' : 'confirmed',
        ...flightDesignator(head),
        airlineName: carrier,
        seatingType: cabin,
        departureAirport: { name: from },
        arrivalAirport: { name: to },
        departureTime: parseDateTime(depart, input.date),
        arrivalTime: parseDateTime(arrive, input.date),
        departureTerminal: capture(depart, /Terminal\s+(\w+)/),
        arrivalTerminal: capture(arrive, /Terminal\s+(\w+)/),
      }),
    );
  }
  return flights;
}

/** British Airways e-ticket receipts. */
export const britishAirways: ProviderExtractor = {
  id: 'british-airways',
  provider: 'British Airways',
  classification: 'direct',
  filters: [{ senderDomains: ['ba.com', 'britishairways.com'] }],
  extract,
};
