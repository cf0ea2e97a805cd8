import type { Reservation } from '../schema/reservation.js';
import { parseNumericDate } from './lib/dates.js';
import { labelled } from './lib/fields.js';
import { parsePrice } from './lib/price.js';
import { trainReservation } from './lib/reservations.js';
import { legTimes } from './lib/rows.js';
import { capture, isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

// "Seoul 08:00": the station, then its clock time.
const STOP = /^(.+?)\s+(\d{1,2}:\d{2})$/;

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber = labelled(text, 'Reservation No\\.?|Reservation number');
  if (!reservationNumber || !/^\d{6,12}$/.test(reservationNumber)) return [];
  const day = parseNumericDate(labelled(text, 'Date') ?? '');
  const departure = STOP.exec(labelled(text, 'Departure') ?? '');
  const arrival = STOP.exec(labelled(text, 'Arrival') ?? '');
  if (!day || !departure || !arrival) return [];
  const [departureTime, arrivalTime] = legTimes(day, departure[2], arrival[2]);
  const seat = labelled(text, 'Car / Seat') ?? '';
  return [
    trainReservation({
      reservationNumber,
      underName: labelled(text, 'Passenger'),
      status: isCancellation(text, input.subject) ? 'cancelled' : 'confirmed',
      price: parsePrice(labelled(text, 'Fare') ?? ''),
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
