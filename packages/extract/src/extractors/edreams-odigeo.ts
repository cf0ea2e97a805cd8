import type { Reservation } from '../schema/reservation.js';
import { atTime, parseNamedDate, plusDays } from './lib/dates.js';
import { airportRef, flightDesignator, labelled } from './lib/fields.js';
import { parsePrice } from './lib/price.js';
import { flightReservation } from './lib/reservations.js';
import { blocksStartingWith, capture, isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

// "Madrid (MAD) 15:30 → Paris Orly (ORY) 17:35"
const ROUTE = /^(.+?\([A-Z]{3}\))\s+(\d{1,2}:\d{2})\s+→\s+(.+?\([A-Z]{3}\))\s+(\d{1,2}:\d{2})/m;

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  // "IB-KZ8L3M": the airline's own record, which later airline mails carry too.
  const airlineReference = capture(labelled(text, 'Airline booking reference') ?? '', /([A-Z0-9]{5,8})\s*$/);
  const reservationNumber = airlineReference ?? labelled(text, '(?:eDreams|Opodo|GO Voyages) booking reference');
  const underName = labelled(text, 'Passengers?');
  const price = parsePrice(labelled(text, 'Total price') ?? '');
  const status = isCancellation(text, input.subject) ? 'cancelled' : 'confirmed';
  const flights: Reservation[] = [];
  for (const block of blocksStartingWith(text, /^(?:Outbound|Return|Onward) flight - /)) {
    const day = parseNamedDate(block.split('\n')[0] ?? '', input.date);
    const route = ROUTE.exec(block);
    const service = block.split('\n').find((l) => /\b[A-Z0-9]{2} \d{1,4}\s*$/.test(l)) ?? '';
    if (!route) continue;
    const departureTime = atTime(day, route[2]);
    let arrivalTime = atTime(day, route[4]);
    if (departureTime && arrivalTime && arrivalTime < departureTime) arrivalTime = plusDays(arrivalTime, 1);
    flights.push(
      flightReservation({
        reservationNumber,
        underName,
        price,
        status,
        ...flightDesignator(service.replace(/^.*?(?=\b[A-Z0-9]{2} \d{1,4}\s*$)/, '')),
        airlineName: capture(service, /^(.*?)\s+[A-Z0-9]{2} \d{1,4}\s*$/),
        departureAirport: airportRef(route[1]),
        arrivalAirport: airportRef(route[3]),
        departureTime,
        arrivalTime,
      }),
    );
  }
  return flights;
}

/** eDreams ODIGEO flight bookings (eDreams, Opodo, GO Voyages). */
export const edreamsOdigeo: ProviderExtractor = {
  id: 'edreams-odigeo',
  provider: 'eDreams ODIGEO',
  classification: 'ota',
  filters: [{ senderDomains: ['edreams.com', 'edreams.es', 'opodo.com', 'opodo.de', 'govoyages.com'] }],
  extract,
};
