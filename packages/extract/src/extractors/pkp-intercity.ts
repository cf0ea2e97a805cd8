import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { parseDateTime } from './lib/dates.js';
import { labelled } from './lib/fields.js';
import { trainReservation } from './lib/reservations.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, {
    reservationNumber: 'Numer biletu|Ticket number',
    underName: 'Podróżny|Passenger',
    total: 'Cena|Price',
  });
  const { reservationNumber } = header;
  const from = labelled(text, 'Od|From');
  const to = labelled(text, 'Do|To');
  const departureTime = parseDateTime(labelled(text, 'Wyjazd|Departure') ?? '');
  if (!reservationNumber || !/^\d{6,12}$/.test(reservationNumber) || !from || !to || !departureTime) return [];
  // "6 / 45": coach, then seat.
  const [coach, seat] = (labelled(text, 'Wagon / miejsce|Coach / seat') ?? '').split(/\s*\/\s*/);
  return [
    trainReservation({
      ...header,
      trainNumber: labelled(text, 'Pociąg|Train'),
      departureStation: from,
      arrivalStation: to,
      departureTime,
      arrivalTime: parseDateTime(labelled(text, 'Przyjazd|Arrival') ?? ''),
      coach: coach || undefined,
      seat: seat || undefined,
      seatingType: labelled(text, 'Klasa|Class'),
    }),
  ];
}

/** PKP Intercity ticket purchase confirmations (Polish and English). */
export const pkpIntercity: ProviderExtractor = {
  id: 'pkp-intercity',
  provider: 'PKP Intercity',
  classification: 'direct',
  filters: [{ senderDomains: ['intercity.pl'] }],
  extract,
};
