import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { atTime, parseNumericDate } from './lib/dates.js';
import { labelled } from './lib/fields.js';
import { trainReservation } from './lib/reservations.js';
import { blocksStartingWith } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

function extract(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const header = bookingHeader(input, {
    reservationNumber: 'Codice biglietto|Ticket code|PNR',
    underName: 'Passeggero|Passenger',
    total: 'Importo totale|Total amount',
  });
  const { reservationNumber } = header;
  if (!reservationNumber || !/^[A-Z0-9]{6}$/.test(reservationNumber)) return [];
  const trains: Reservation[] = [];
  // One block per direction ("Andata", "Ritorno"), each a table of labelled rows.
  for (const block of blocksStartingWith(text, /^(?:Andata|Ritorno|Outward|Return)\s*$/i)) {
    const day = parseNumericDate(labelled(block, 'Data|Date') ?? '');
    // "Roma Termini ore 10:15"
    const departure = /^(.+?)\s+(?:ore|at)\s+(\d{1,2}:\d{2})$/.exec(labelled(block, 'Partenza|Departure') ?? '');
    const arrival = /^(.+?)\s+(?:ore|at)\s+(\d{1,2}:\d{2})$/.exec(labelled(block, 'Arrivo|Arrival') ?? '');
    if (!day || !departure || !arrival) continue;
    trains.push(
      trainReservation({
        ...header,
        trainNumber: labelled(block, 'Treno|Train'),
        departureStation: departure[1] ?? '',
        arrivalStation: arrival[1] ?? '',
        departureTime: atTime(day, departure[2]),
        arrivalTime: atTime(day, arrival[2]),
        coach: labelled(block, 'Carrozza|Coach'),
        seat: labelled(block, 'Posto|Seat'),
        seatingType: labelled(block, 'Ambiente|Environment'),
      }),
    );
  }
  return trains;
}

/** Italo (Nuovo Trasporto Viaggiatori) purchase confirmations. */
export const italo: ProviderExtractor = {
  id: 'italo',
  provider: 'Italo',
  classification: 'direct',
  filters: [{ senderDomains: ['italotreno.it', 'italotreno.com'] }],
  extract,
};
