import type { Reservation } from '../schema/reservation.js';
import { bookingHeader, matchGroup } from './lib/booking-header.js';
import { parseDateTime } from './lib/dates.js';
import { flightDesignator, labelled } from './lib/fields.js';
import { flightReservation } from './lib/reservations.js';
import { blocksStartingWith, capture } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

const PASSENGER = /^((?:Mr|Mrs|Ms|Miss|Dr)\.? .+?)\s{2,}E-ticket number\s+([\d-]+)/im;

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, {
    reservationNumber: 'Booking Reference',
    underName: matchGroup(PASSENGER, 1),
    total: 'Payment Total|Total',
    ticketNumber: matchGroup(PASSENGER, 2),
  });
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
        ...header,
        status: /cancel/i.test(state ?? '') ? 'cancelled' : header.status,
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
