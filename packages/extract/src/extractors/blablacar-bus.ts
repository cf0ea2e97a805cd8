import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { CLOCK, parseNamedDate } from './lib/dates.js';
import { busReservation } from './lib/reservations.js';
import { legTimes } from './lib/rows.js';
import { capture } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

// The ride table: the day, then "08:30 Paris Bercy Seine" and "13:05 Lyon Perrache", then "Bus 2101 · Passenger: …".
const RIDE = new RegExp(
  String.raw`^((?:Mon|Tue|Wed|Thu|Fri|Sat|Sun|lun|mar|mer|jeu|ven|sam|dim)\.?\s.*\d{4})\s*\n(${CLOCK})\s+(.+)\n(${CLOCK})\s+(.+)\n(.*)$`,
  'gim',
);

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  // BlaBlaCar also sends carpool mails: only its bus bookings carry a booking number and a bus ride.
  if (!/BlaBlaCar Bus/i.test(`${input.subject ?? ''}\n${text}`)) return [];
  const header = bookingHeader(input, {
    reservationNumber: /(?:Booking number|Numéro de réservation):?\s+([A-Z0-9-]{6,12})\b/i,
    total: 'Total price|Prix total',
  });
  if (!header.reservationNumber) return [];
  return [...text.matchAll(RIDE)].flatMap((m) => {
    const day = parseNamedDate(m[1] ?? '', input.date);
    if (!day) return [];
    const [departureTime, arrivalTime] = legTimes(day, m[2], m[4]);
    return [
      busReservation({
        ...header,
        underName: capture(m[6] ?? '', /(?:Passenger|Passager)\s*:\s*(.+)$/),
        busNumber: capture(m[6] ?? '', /\bBus\s+(\w+)/),
        busName: 'BlaBlaCar Bus',
        departureBusStop: m[3]?.trim() ?? '',
        arrivalBusStop: m[5]?.trim() ?? '',
        departureTime,
        arrivalTime,
      }),
    ];
  });
}

/** BlaBlaCar Bus booking confirmations. */
export const blablacarBus: ProviderExtractor = {
  id: 'blablacar-bus',
  provider: 'BlaBlaCar Bus',
  classification: 'direct',
  filters: [{ senderDomains: ['blablacar.com', 'blablacar.fr', 'blablacar.de', 'blablacar.es', 'blablacar.it'] }],
  extract,
};
