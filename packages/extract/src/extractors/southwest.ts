import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { parseUsDate } from './lib/dates.js';
import { flightReservation } from './lib/reservations.js';
import { legTimes } from './lib/rows.js';
import { blocksStartingWith, capture } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

// "Depart OAK 6:10 AM Oakland, CA"
const STOP = (label: string) => new RegExp(`^${label}\\s+([A-Z]{3})\\s+(\\d{1,2}:\\d{2}\\s*[AP]M)\\s+(.+)$`, 'm');

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, {
    reservationNumber: (text) => capture(text, /Confirmation\s*#\s*([A-Z0-9]{6})/),
    underName: 'Passenger',
    total: 'Total',
  });
  const flights: Reservation[] = [];
  for (const block of blocksStartingWith(text, /^Flight \d+: /)) {
    // Southwest writes days the US way, month first.
    const day = parseUsDate(block.split('\n')[0] ?? '');
    const dep = STOP('Depart').exec(block);
    const arr = STOP('Arrive').exec(block);
    if (!dep || !arr) continue;
    const [departureTime, arrivalTime] = legTimes(day, dep[2], arr[2]);
    flights.push(
      flightReservation({
        ...header,
        airlineIata: 'WN',
        airlineName: 'Southwest Airlines',
        flightNumber: capture(block, /^Flight #\s*(\d+)/m),
        departureAirport: { iataCode: dep[1], name: dep[3]?.trim() },
        arrivalAirport: { iataCode: arr[1], name: arr[3]?.trim() },
        departureTime,
        arrivalTime,
      }),
    );
  }
  return flights;
}

/** Southwest Airlines trip confirmations. */
export const southwest: ProviderExtractor = {
  id: 'southwest',
  provider: 'Southwest Airlines',
  classification: 'direct',
  filters: [{ senderDomains: ['southwest.com', 'luv.southwest.com', 'ifly.southwest.com'] }],
  extract,
};
