import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { atTime, parseNamedDate } from './lib/dates.js';
import { addressFromLine, labelled } from './lib/fields.js';
import { foodEstablishmentReservation } from './lib/reservations.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, {
    reservationNumber: 'Booking reference|Numéro de réservation|Codice prenotazione',
    underName: 'Name|Nom|Nome',
  });
  const { reservationNumber } = header;
  if (!reservationNumber) return [];
  const day = parseNamedDate(labelled(text, 'Date') ?? '', input.date);
  const time = labelled(text, 'Time|Heure|Ora');
  // The restaurant's name and address follow the headline ("Your booking is confirmed!").
  const lines = text.split('\n').map((l) => l.trim());
  const at = lines.findIndex((l) =>
    /booking is confirmed|réservation est confirmée|prenotazione è confermata/i.test(l),
  );
  const [restaurantName, address] = at >= 0 ? lines.slice(at + 1).filter(Boolean) : [];
  if (!reservationNumber || !day || !restaurantName) return [];
  return [
    foodEstablishmentReservation({
      ...header,
      restaurantName,
      address: addressFromLine(address),
      startTime: atTime(day, time) ?? day,
      partySize:
        Number(/\d+/.exec(labelled(text, 'Number of people|Nombre de personnes|Numero di persone') ?? '')?.[0]) ||
        undefined,
    }),
  ];
}

/** TheFork (LaFourchette, ElTenedor) table booking confirmations. */
export const thefork: ProviderExtractor = {
  id: 'thefork',
  provider: 'TheFork',
  classification: 'ota',
  filters: [{ senderDomains: ['thefork.com', 'thefork.co.uk', 'thefork.it', 'lafourchette.com', 'eltenedor.es'] }],
  extract,
};
