import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { atTime, localDate, parseNumericDate, resolveYear } from './lib/dates.js';
import { labelled } from './lib/fields.js';
import { firstReading } from './lib/first-reading.js';
import { trainReservation } from './lib/reservations.js';
import { trainBlocksReader } from './lib/train-blocks.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

// "Roma Termini ore 10:15"
const STOP = /^(.+?)\s+(?:ore|at)\s+(\d{1,2}:\d{2})$/;

/** The confirmation printed as one table of labelled rows per direction ("Andata", "Ritorno"). */
const readJourneyBlocks = trainBlocksReader({
  reservationNumber: 'Codice biglietto|Ticket code|PNR',
  numberPattern: /^[A-Z0-9]{6}$/,
  underName: 'Passeggero|Passenger',
  total: 'Importo totale|Total amount',
  journeyStart: /^(?:Andata|Ritorno|Outward|Return)\s*$/i,
  train: (block) => {
    const day = parseNumericDate(labelled(block, 'Data|Date') ?? '');
    const departure = STOP.exec(labelled(block, 'Partenza|Departure') ?? '');
    const arrival = STOP.exec(labelled(block, 'Arrivo|Arrival') ?? '');
    if (!day || !departure || !arrival) return undefined;
    return {
      trainNumber: labelled(block, 'Treno|Train'),
      departureStation: departure[1] ?? '',
      arrivalStation: arrival[1] ?? '',
      departureTime: atTime(day, departure[2]),
      arrivalTime: atTime(day, arrival[2]),
      coach: labelled(block, 'Carrozza|Coach'),
      seat: labelled(block, 'Posto|Seat'),
      seatingType: labelled(block, 'Ambiente|Environment'),
    };
  },
});

// The summary card: its cells come out of the HTML as runs of lines.
// "CODICE BIGLIETTO" over "PV72KD" in the card, the contact's labelled line between them where the card's cells run
// together; "Ticket code: TQWNHX" in a line of its own.
const SUMMARY_NUMBER = /\b(?:Codice biglietto|Ticket code):?\s+(?:[^\n:]+: [^\n]+\n)?([A-Z0-9]{6})\b/i;
const SUMMARY_CONTACT = 'Contatto prenotazione|Booking contact';
// "Data" / "Departure Date" above "07/09": a day without its year.
const SUMMARY_DAY = /^(?:Data|Departure Date)\n(\d{1,2})\/(\d{1,2})\b/im;
// "Itinerario" / "Journey" above "Roma Ter. -" and "Firenze SMN".
const SUMMARY_ROUTE = /^(?:Itinerario|Journey)\n(.+?) -\n(.+)$/im;
// "Firenze SMN 06:15 > 07:46 8902 Smart": the row of times, train and ambience (its cells a line each where the page
// lays its tables out in blocks).
const SUMMARY_TRAIN =
  /(\d{1,2}:\d{2}) > (\d{1,2}:\d{2})\s(\d{4,5})\s(Smart|Prima|Club Executive|Comfort|Prima Business)\s*$/m;
// "Carrozza Posto" / "Coach Seat" above a line ending in the two numbers, or each heading and number a line.
const SUMMARY_SEAT = /\b(?:Carrozza\s+Posto|Coach\s+Seat)\n.*?\b(\d{1,2})\s(\d{1,3})$/im;

/** The summary card of a one-way booking: times, train and ambience in one row, the route and day in cells. */
function readSummary(input: ExtractorInput): Reservation[] {
  const { text } = input;
  const number = SUMMARY_NUMBER.exec(text)?.[1];
  const dayMatch = SUMMARY_DAY.exec(text);
  const route = SUMMARY_ROUTE.exec(text);
  const train = SUMMARY_TRAIN.exec(text);
  if (!number || !dayMatch || !route || !train) return [];
  const dayOfMonth = Number(dayMatch[1]);
  const month = Number(dayMatch[2]);
  const day = localDate(resolveYear(month, dayOfMonth, input.date), month, dayOfMonth);
  if (!day) return [];
  const seat = SUMMARY_SEAT.exec(text);
  const header = bookingHeader(input, { underName: SUMMARY_CONTACT });
  return [
    trainReservation({
      ...header,
      reservationNumber: number,
      trainNumber: train[3],
      departureStation: route[1]?.trim() ?? '',
      arrivalStation: route[2]?.trim() ?? '',
      departureTime: atTime(day, train[1]),
      arrivalTime: atTime(day, train[2]),
      coach: seat?.[1],
      seat: seat?.[2],
      seatingType: train[4],
    }),
  ];
}

/** Italo (Nuovo Trasporto Viaggiatori) purchase confirmations. */
export const italo: ProviderExtractor = {
  id: 'italo',
  provider: 'Italo',
  classification: 'direct',
  filters: [{ senderDomains: ['italotreno.it', 'italotreno.com'] }],
  extract: firstReading(readJourneyBlocks, readSummary),
};
