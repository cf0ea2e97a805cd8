import type { Reservation } from '../schema/reservation.js';
import { parseDateTime } from './lib/dates.js';
import { labelled } from './lib/fields.js';
import { parsePrice } from './lib/price.js';
import { trainReservation } from './lib/reservations.js';
import { isCancellation } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const reservationNumber = labelled(text, 'Numer biletu|Ticket number');
  const from = labelled(text, 'Od|From');
  const to = labelled(text, 'Do|To');
  const departureTime = parseDateTime(labelled(text, 'Wyjazd|Departure') ?? '');
  if (!reservationNumber || !/^\d{6,12}$/.test(reservationNumber) || !from || !to || !departureTime) return [];
  // "6 / 45": coach, then seat.
  const [coach, seat] = (labelled(text, 'Wagon / miejsce|Coach / seat') ?? '').split(/\s*\/\s*/);
  return [
    trainReservation({
      reservationNumber,
      underName: labelled(text, 'Podróżny|Passenger'),
      status: isCancellation(text, input.subject) ? 'cancelled' : 'confirmed',
      price: parsePrice(labelled(text, 'Cena|Price') ?? ''),
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
