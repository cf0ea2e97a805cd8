import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { parseNumericDate } from './lib/dates.js';
import { labelled } from './lib/fields.js';
import { trainReservation } from './lib/reservations.js';
import { legTimes } from './lib/rows.js';
import { capture } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

// "Seoul 08:00": the station, then its clock time.
const STOP = /^(.+?)\s+(\d{1,2}:\d{2})$/;

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, {
    reservationNumber: 'Reservation No\\.?|Reservation number',
    underName: 'Passenger',
    total: 'Fare',
  });
  const { reservationNumber } = header;
  if (!reservationNumber || !/^\d{6,12}$/.test(reservationNumber)) return [];
  const day = parseNumericDate(labelled(text, 'Date') ?? '');
  const departure = STOP.exec(labelled(text, 'Departure') ?? '');
  const arrival = STOP.exec(labelled(text, 'Arrival') ?? '');
  if (!day || !departure || !arrival) return [];
  const [departureTime, arrivalTime] = legTimes(day, departure[2], arrival[2]);
  const seat = labelled(text, 'Car / Seat') ?? '';
  return [
    trainReservation({
      ...header,
      trainNumber: labelled(text, 'Train'),
      departureStation: departure[1] ?? '',
      arrivalStation: arrival[1] ?? '',
      departureTime,
      arrivalTime,
      coach: capture(seat, /Car\s+(\w+)/),
      seat: capture(seat, /Seat\s+(\w+)/),
      seatingType: labelled(text, 'Class'),
    }),
  ];
}

/** Korail (Korean railways) reservation confirmations in English. */
export const korail: ProviderExtractor = {
  id: 'korail',
  provider: 'Korail',
  classification: 'direct',
  filters: [{ senderDomains: ['letskorail.com', 'korail.com'] }],
  extract,
};
