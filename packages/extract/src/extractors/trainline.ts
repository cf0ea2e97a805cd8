import type { Reservation } from '../schema/reservation.js';
import { bookingHeader } from './lib/booking-header.js';
import { CLOCK, parseNamedDate } from './lib/dates.js';
import { isOtherField } from './lib/fields.js';
import { datedJourneysReader } from './lib/rail-journey.js';
import { trainReservation } from './lib/reservations.js';
import { legTimes } from './lib/rows.js';
import { blocksStartingWith, capture } from './lib/text.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

// "Depart: 08:15 London Euston", "Arrive: 10:22 Manchester Piccadilly"; the labels in any case, spaced or not.
const DEPART = new RegExp(String.raw`^Depart[ \t]*:\s*(${CLOCK})\s+(.+)$`, 'im');
const ARRIVE = new RegExp(String.raw`^Arrive[ \t]*:\s*(${CLOCK})\s+(.+)$`, 'im');

const readEnglish = datedJourneysReader({
  reservationNumber: 'Transaction ID|Booking reference',
  underName: 'Passenger',
  total: 'Total',
  journeyStart: /^(?:Outward|Return) journey[ \t]*:/i,
  day: (firstLine, input) => parseNamedDate(firstLine, input.date),
  leg: (block) => {
    const dep = DEPART.exec(block);
    const arr = ARRIVE.exec(block);
    if (!dep || !arr) return undefined;
    // The train operator follows the arrival line; a seat, another stop or a labelled line is none.
    const operator = block
      .slice((arr.index ?? 0) + arr[0].length)
      .split('\n')
      .map((l) => l.trim())
      .find(Boolean);
    const isOperator = operator && !/^(?:Coach|Seat)\b/i.test(operator) && !isOtherField(operator, 'Depart|Arrive');
    return {
      trainName: isOperator ? operator : undefined,
      departureStation: dep[2]?.trim() ?? '',
      arrivalStation: arr[2]?.trim() ?? '',
      departureClock: dep[1],
      arrivalClock: arr[1],
      coach: capture(block, /Coach\s+(\w+)/),
      seat: capture(block, /Seat\s+(\w+)/),
    };
  },
});

/** Railways Trainline prints before a train's name and number ("SNCF TGV 6420"). */
const OPERATORS = /^(SNCF|SNCB|Trenitalia|Renfe|Iryo|Italo|DB|ÖBB|SBB|CFF)\s+(\S.*)$/;
/** The classes of the French mails' fare line ("2x SECONDE"). */
const CLASSES: Record<string, string> = { seconde: '2', première: '1', premiere: '1' };

/**
 * French confirmations print each journey under "Aller : dimanche 7 février": its legs as a "09:53 Station" line,
 * the train ("SNCF TGV 6420"), the reserved seats one a line ("Voiture 6, Carré 53, Fenêtre, Bas") and the
 * "14:08 Station" arrival, then the fare's travellers and class ("2x SECONDE"). The seats are not given per
 * traveller, so each seat is a reservation of its own, without a name.
 */
/** A stop's line of a French journey: its clock, then its station (`09:53 Moûtiers—Salins`). */
const STOP_LINE = new RegExp(String.raw`^(${CLOCK})\s+(\S.*)$`);

function readFrench(input: ExtractorInput): Reservation[] {
  const header = bookingHeader(input, { reservationNumber: 'Référence' });
  return blocksStartingWith(input.text, /^(?:Aller|Retour)\s*:/).flatMap((block) => {
    const day = parseNamedDate(block.split('\n')[0] ?? '', input.date);
    const lines = block.split('\n').map((l) => l.trim());
    const stops = lines.flatMap((line, at) => {
      const m = STOP_LINE.exec(line);
      return m?.[1] && m[2] ? [{ at, clock: m[1], station: m[2] }] : [];
    });
    const fare = /^\d+\s*x\s+(SECONDE|PREMI[EÈ]RE)\b/im.exec(block)?.[1]?.toLowerCase();
    const seatingType = fare ? CLASSES[fare] : undefined;
    const legs: Reservation[] = [];
    for (let i = 0; i + 1 < stops.length; i += 2) {
      const dep = stops[i];
      const arr = stops[i + 1];
      if (!dep || !arr) continue;
      const between = lines.slice(dep.at + 1, arr.at);
      const train = between.map((l) => /^(\p{L}[\p{L} .'-]*?)\s+(\d{1,6})$/u.exec(l)).find(Boolean);
      const named = train?.[1] ? OPERATORS.exec(train[1]) : null;
      const [departureTime, arrivalTime] = legTimes(day, dep.clock, arr.clock);
      const journey = {
        ...header,
        trainNumber: train?.[2],
        trainName: named ? named[2] : train?.[1],
        operator: named?.[1],
        departureStation: dep.station,
        arrivalStation: arr.station,
        departureTime,
        arrivalTime,
        seatingType,
      };
      const seats = between.flatMap((l) => {
        const m = /^Voiture\s+(\w+),\s*(?:Carré|Place|Siège)\s+(\w+)/i.exec(l);
        return m ? [{ coach: m[1], seat: m[2] }] : [];
      });
      if (seats.length === 0) legs.push(trainReservation(journey));
      for (const seat of seats) legs.push(trainReservation({ ...journey, ...seat }));
    }
    return legs;
  });
}

function extract(input: ExtractorInput): Reservation[] {
  const english = readEnglish(input);
  return english.length > 0 ? english : readFrench(input);
}

/** Trainline booking confirmations (UK and European rail). */
export const trainline: ProviderExtractor = {
  id: 'trainline',
  provider: 'Trainline',
  classification: 'ota',
  filters: [
    { senderDomains: ['thetrainline.com', 'trainline.com', 'trainline.eu'] },
    // A confirmation kept without its mail's headers: its French footer names the group that sent it.
    { content: /\bLe groupe Trainline vous a envoyé/i },
  ],
  extract,
};
