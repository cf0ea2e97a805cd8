import { matchGroup } from './lib/booking-header.js';
import { flightDesignator, labelled } from './lib/fields.js';
import { flightBlocksReader, timesAndTerminals } from './lib/flight-blocks.js';
import type { ProviderExtractor } from './types.js';

const PASSENGER = /^((?:Mr|Mrs|Ms|Miss|Dr)\.? .+?)\s{2,}E-ticket number\s+([\d-]+)/im;

const extract = flightBlocksReader({
  reservationNumber: 'Booking Reference',
  underName: matchGroup(PASSENGER, 1),
  total: 'Payment Total|Total',
  ticketNumber: matchGroup(PASSENGER, 2),
  flightStart: /^[A-Z0-9]{2}\d{3,4} /,
  flight: (block, input) => {
    const [head = '', route = ''] = block.split('\n');
    // Each cell ends in a printed character and the spaces around a bar are read one way, so a head line of long
    // runs of spaces is read in time along its length.
    const [, carrier, cabin, state] =
      /^\S+\s+(?!\s)((?:.*?\S)??)\s*\|\s*(?!\s)((?:.*?\S)??)\s*\|\s*(\w+)/.exec(head) ?? [];
    const [, from, to] = /^(.+?) to (.+)$/.exec(route.trim()) ?? [];
    const depart = labelled(block, 'Depart');
    const arrive = labelled(block, 'Arrive');
    if (!from || !to || !depart || !arrive) return undefined;
    return {
      // A flight the receipt marks cancelled is cancelled whatever the mail says of the booking.
      ...(/cancel/i.test(state ?? '') ? { status: 'cancelled' as const } : {}),
      ...flightDesignator(head),
      airlineName: carrier,
      seatingType: cabin,
      departureAirport: { name: from },
      arrivalAirport: { name: to },
      ...timesAndTerminals(depart, arrive, input.date),
    };
  },
});

/** British Airways e-ticket receipts. */
export const britishAirways: ProviderExtractor = {
  id: 'british-airways',
  provider: 'British Airways',
  classification: 'direct',
  filters: [{ senderDomains: ['ba.com', 'britishairways.com'] }],
  extract,
};
