import type { Reservation } from '../schema/reservation.js';
import { atTime, parseNamedDate, plusDays } from './lib/dates.js';
import { airportRef, flightDesignator, labelled } from './lib/fields.js';
import { parsePrice } from './lib/price.js';
import { flightReservation } from './lib/reservations.js';
import { blocksStartingWith, capture, isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

// "Milan Bergamo (BGY) 06:20 → Barcelona El Prat (BCN) 08:05"
const ROUTE = /^(.+?\([A-Z]{3}\))\s+(\d{1,2}:\d{2})\s+→\s+(.+?\([A-Z]{3}\))\s+(\d{1,2}:\d{2})/m;

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const bookingNumber = labelled(text, 'Booking number');
  const underName = labelled(text, 'Passengers?');
  const price = parsePrice(labelled(text, 'Total') ?? '');
  const status = isCancellation(text, input.subject) ? 'cancelled' : 'confirmed';
  const flights: Reservation[] = [];
  for (const block of blocksStartingWith(text, /^(?:Outbound|Return|Inbound) · /)) {
    const day = parseNamedDate(block.split('\n')[0] ?? '', input.date);
    const route = ROUTE.exec(block);
    const service = block.split('\n').find((l) => /\b[A-Z0-9]{2} \d{1,4} ·/.test(l)) ?? '';
    if (!route) continue;
    const departureTime = atTime(day, route[2]);
    let arrivalTime = atTime(day, route[4]);
    if (departureTime && arrivalTime && arrivalTime < departureTime) arrivalTime = plusDays(arrivalTime, 1);
    flights.push(
      flightReservation({
        // Kiwi.com books each flight with its airline; that airline's record identifies the flight.
        reservationNumber: capture(service, /reservation number:\s*([A-Z0-9]{5,8})/i) ?? bookingNumber,
        underName,
        price,
        status,
        ...flightDesignator(capture(service, /\b([A-Z0-9]{2} \d{1,4}) ·/)),
        airlineName: capture(service, /^(.*?)\s+[A-Z0-9]{2} \d{1,4} ·/),
        departureAirport: airportRef(route[1]),
        arrivalAirport: airportRef(route[3]),
        departureTime,
        arrivalTime,
      }),
    );
  }
  return flights;
}

/** Kiwi.com trip confirmations. */
export const kiwiCom: ProviderExtractor = {
  id: 'kiwi-com',
  provider: 'Kiwi.com',
  classification: 'ota',
  filters: [{ senderDomains: ['kiwi.com'] }],
  extract,
};
