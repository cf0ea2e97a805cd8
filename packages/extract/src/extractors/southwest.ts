import type { Reservation } from '../schema/reservation.js';
import { atTime, parseUsDate, plusDays } from './lib/dates.js';
import { labelled } from './lib/fields.js';
import { parsePrice } from './lib/price.js';
import { flightReservation } from './lib/reservations.js';
import { blocksStartingWith, capture, isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

// "Depart OAK 6:10 AM Oakland, CA"
const STOP = (label: string) => new RegExp(`^${label}\\s+([A-Z]{3})\\s+(\\d{1,2}:\\d{2}\\s*[AP]M)\\s+(.+)$`, 'm');

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber = capture(text, /Confirmation\s*#\s*([A-Z0-9]{6})/);
  const underName = labelled(text, 'Passenger');
  const price = parsePrice(labelled(text, 'Total') ?? '');
  const status = isCancellation(text, input.subject) ? 'cancelled' : 'confirmed';
  const flights: Reservation[] = [];
  for (const block of blocksStartingWith(text, /^Flight \d+: /)) {
    // Southwest writes days the US way, month first.
    const day = parseUsDate(block.split('\n')[0] ?? '');
    const dep = STOP('Depart').exec(block);
    const arr = STOP('Arrive').exec(block);
    if (!dep || !arr) continue;
    const departureTime = atTime(day, dep[2]);
    let arrivalTime = atTime(day, arr[2]);
    if (departureTime && arrivalTime && arrivalTime < departureTime) arrivalTime = plusDays(arrivalTime, 1);
    flights.push(
      flightReservation({
        reservationNumber,
        underName,
        price,
        status,
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
