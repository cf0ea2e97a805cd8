import type { Reservation } from '../schema/reservation.js';
import { parseDateTime } from './lib/dates.js';
import { airportRoute, flightDesignator, labelled } from './lib/fields.js';
import { parsePrice } from './lib/price.js';
import { flightReservation } from './lib/reservations.js';
import { splitDateTimePair } from './lib/rows.js';
import { blocksStartingWith, capture, isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber =
    capture(text, /booking reference is:?\s*([A-Z0-9]{6,8})/i) ?? labelled(text, 'Booking reference');
  // The HTML mail puts the passenger and the seats in one table row: "Miss Hannah Price Seats: EZY2461 8C, …".
  const underName = labelled(text, 'PASSENGERS')?.replace(/\s+Seats:.*$/, '');
  const seats = capture(text, /Seats:\s*(.+)$/m) ?? '';
  const price = parsePrice(labelled(text, 'Total paid') ?? '');
  const status = isCancellation(text, input.subject) ? 'cancelled' : 'confirmed';
  const flights: Reservation[] = [];
  // The text mail heads a leg "Flight EZY8513"; the HTML mail puts code and route in one row "EZY2461 Bristol (BRS) to …".
  for (const block of blocksStartingWith(text, /^(?:Flight )?EZ[YS]\d+\b/)) {
    const code = capture(block, /^(?:Flight )?(EZ[YS]\d+)/);
    const route = airportRoute(block.replace(/^(?:Flight )?EZ[YS]\d+\s*/, ''));
    // "Dep … Arr …" on one line, or a "Departs Arrives" header row above both day-and-time cells.
    const squeezed = splitDateTimePair(capture(block, /^Departs\s+Arrives\s*\n(.+)$/m) ?? '');
    const times = /Dep (.+?)\s+Arr (.+)$/m.exec(block) ?? (squeezed ? [block, ...squeezed] : null);
    if (!code || !route || !times) continue;
    flights.push(
      flightReservation({
        reservationNumber,
        underName,
        price,
        status,
        ...flightDesignator(code),
        airlineName: 'easyJet',
        departureAirport: route[0],
        arrivalAirport: route[1],
        departureTime: parseDateTime(times[1] ?? '', input.date),
        arrivalTime: parseDateTime(times[2] ?? '', input.date),
        seat: capture(seats, new RegExp(`${code}\\s+(\\w+)`)),
      }),
    );
  }
  return flights;
}

/** easyJet booking confirmations (text and HTML mails). */
export const easyjet: ProviderExtractor = {
  id: 'easyjet',
  provider: 'easyJet',
  classification: 'direct',
  filters: [{ senderDomains: ['easyjet.com'] }],
  extract,
};
