import type { Reservation } from '../schema/reservation.js';
import { parseDateTime } from './lib/dates.js';
import { airportRoute, flightDesignator, labelled } from './lib/fields.js';
import { parsePrice } from './lib/price.js';
import { flightReservation } from './lib/reservations.js';
import { blocksStartingWith, capture, isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber =
    capture(text, /booking reference is:?\s*([A-Z0-9]{6,8})/i) ?? labelled(text, 'Booking reference');
  const underName = labelled(text, 'PASSENGERS');
  const seats = labelled(text, 'Seats') ?? '';
  const price = parsePrice(labelled(text, 'Total paid') ?? '');
  const status = isCancellation(text, input.subject) ? 'cancelled' : 'confirmed';
  const flights: Reservation[] = [];
  for (const block of blocksStartingWith(text, /^Flight EZ[YS]\d+/)) {
    const code = capture(block, /^Flight (EZ[YS]\d+)/);
    const route = airportRoute(block);
    const times = /Dep (.+?)\s+Arr (.+)$/m.exec(block);
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

/** easyJet booking confirmations. */
export const easyjet: ProviderExtractor = {
  id: 'easyjet',
  provider: 'easyJet',
  classification: 'direct',
  filters: [{ senderDomains: ['easyjet.com'] }],
  extract,
};
