import type { Reservation } from '../schema/reservation.js';
import { atTime, parseNumericDate } from './lib/dates.js';
import { labelled } from './lib/fields.js';
import { datedJourneysReader } from './lib/rail-journey.js';
import { trainReservation } from './lib/reservations.js';
import { capture } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

// Station names hold dashes ("Madrid - Puerta de Atocha"), so the time is taken from the end of the line.
const STOP = (label: string) => new RegExp(`^${label}:\\s*(.+?)\\s+(\\d{1,2}:\\d{2})\\s*$`, 'm');

/** "Origen:  MALAGA MARIA Z        22/06/2024   10:48": an end of the printed ticket's journey, its day and time. */
const TICKET_END = (label: string) =>
  new RegExp(`^\\s*${label}:\\s*(\\S.*?)\\s{2,}(\\d{2}/\\d{2}/\\d{4})\\s+(\\d{1,2}:\\d{2})\\s*$`, 'm');

/**
 * The printed ticket (a PDF's text): its ends under `Origen` and `Destino` with their days and times, and the coach,
 * seat and train on one line (`Coche: 8   Plaza: 3A   AVLO 02109`).
 */
function fromTicket(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const dep = TICKET_END('Origen').exec(text);
  const arr = TICKET_END('Destino').exec(text);
  if (!dep?.[1] || !arr?.[1]) return [];
  const seating = /Coche:\s*(\w+)\s+Plaza:\s*(\w+)\s+([A-Z][A-Za-z]{1,12}\s?\d{2,5})\s*$/m.exec(text);
  return [
    trainReservation({
      reservationNumber: capture(text, /Localizador:\s*([A-Z0-9]{5,8})\b/),
      status: 'confirmed',
      trainNumber: seating?.[3],
      departureStation: dep[1],
      arrivalStation: arr[1],
      departureTime: atTime(parseNumericDate(dep[2] ?? ''), dep[3]),
      arrivalTime: atTime(parseNumericDate(arr[2] ?? ''), arr[3]),
      coach: seating?.[1],
      seat: seating?.[2],
    }),
  ];
}

const readJourneys = datedJourneysReader({
  reservationNumber: 'Localizador',
  underName: 'Viajero|Pasajero',
  total: 'Importe total|Precio total',
  journeyStart: /^(?:Ida|Vuelta):/,
  day: (firstLine) => parseNumericDate(firstLine),
  leg: (block) => {
    const dep = STOP('Salida').exec(block);
    const arr = STOP('Llegada').exec(block);
    if (!dep || !arr) return undefined;
    return {
      trainNumber: labelled(block, 'Tren'),
      departureStation: dep[1] ?? '',
      arrivalStation: arr[1] ?? '',
      departureClock: dep[2],
      arrivalClock: arr[2],
      coach: capture(block, /Coche\s+(\w+)/),
      seat: capture(block, /Plaza\s+(\w+)/),
    };
  },
});

function extract(input: ExtractorInput): Reservation[] {
  return TICKET_END('Origen').test(input.text) ? fromTicket(input) : readJourneys(input);
}

/** Renfe purchase confirmations (Spanish). */
export const renfe: ProviderExtractor = {
  id: 'renfe',
  provider: 'Renfe',
  classification: 'direct',
  filters: [
    { senderDomains: ['renfe.es', 'renfe.com'] },
    // The printed ticket, whoever sold it.
    {
      content: /RENFE VIAJEROS[\s\S]*Localizador:|Localizador:[\s\S]*RENFE VIAJEROS/,
      contentHolds: ['RENFE VIAJEROS', 'Localizador:'],
    },
  ],
  extract,
};
