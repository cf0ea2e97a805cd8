import type { Reservation } from '../schema/reservation.js';
import { localDate, localDateTime, parseClock, parseNamedDate, resolveYear } from './lib/dates.js';
import { trainReservation } from './lib/reservations.js';
import { legTimes } from './lib/rows.js';
import { capture } from './lib/text.js';
import { trainBlocksReader } from './lib/train-blocks.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

/** A stop of the e-ticket: station, day/month, "à" (or "at" in English), time as 17h50 or 17:50. */
const STOP_ROW = /^\s+(\S.*?)\s{2,}(\d{2})\/(\d{2}) (?:à|at) (\d{1,2}[h:]\d{2})/gim;
/** The line that starts a leg: the train's (or the coach's) number. */
const LEG_START = /\b(?:TRAIN|CAR|AUTOCAR|BUS)\s*(?:N°|NO\.?|NUMBER)\s*(\d+)/i;

const readConfirmation = trainBlocksReader({
  reservationNumber: /(?:DOSSIER VOYAGE|BOOKING REFERENCE|FILE REFERENCE)\s*:\s*(\w+)/i,
  // The ticket prints "Nom" (family name) and "Prénom" apart; the name reads given name first.
  underName: (text) =>
    [capture(text, /^(?:Prénom|First name)\s*:\s*(\S+)/im), capture(text, /^(?:Nom|Surname|Last name)\s*:\s*(\S+)/im)]
      .filter(Boolean)
      .join(' ') || undefined,
  total: /^\s*\S.*\/.*?\s{2,}(\d[\d.,]*\s*[A-Z]{3})\s*$/m,
  journeyStart: LEG_START,
  train: (block, input) => {
    const [dep, arr] = [...block.matchAll(STOP_ROW)];
    if (!dep || !arr) return undefined;
    const time = (m: RegExpExecArray) => {
      const day = Number(m[2]);
      const month = Number(m[3]);
      const clock = parseClock(m[4] ?? '');
      return localDateTime(resolveYear(month, day, input.date), month, day, clock?.hour, clock?.minute);
    };
    return {
      trainNumber: capture(block, LEG_START),
      departureStation: dep[1] ?? '',
      arrivalStation: arr[1] ?? '',
      departureTime: time(dep),
      arrivalTime: time(arr),
      coach: capture(block, /(?:VOITURE|COACH)\s+(\w+)/i),
      seat: capture(block, /(?:PLACE|SEAT)\s+(\d\w*)/i),
      seatingType: capture(block, /(\d)(?:e|re|ère|st|nd) CLASS/i),
    };
  },
});

// The SNCF ticket barcode is fixed-width: booking code, ticket number, birth date, then per leg the
// stations as 5-letter codes, the train number, the travel day and class; the holder's names are padded.
function readBarcode(input: ExtractorInput): Reservation[] {
  const code = input.text.trim();
  const reservationNumber = code.slice(4, 10);
  const ticketNumber = code.slice(10, 19);
  const family = code.slice(72, 91).trim();
  const given = code.slice(91, 110).trim();
  const underName = { '@type': 'Person', name: `${given} ${family}`, givenName: given, familyName: family };
  const day = Number(code.slice(48, 50));
  const month = Number(code.slice(51, 53));
  const departureDay = localDate(resolveYear(month, day, input.date), month, day);
  const legs = [
    { from: code.slice(33, 38), to: code.slice(38, 43), train: code.slice(43, 48), seatingType: code.slice(110, 111) },
  ];
  const second = /^\s*(\d)([A-Z]{5})([A-Z]{5})(\d{5})/.exec(code.slice(111));
  if (second)
    legs.push({ from: second[2] ?? '', to: second[3] ?? '', train: second[4] ?? '', seatingType: second[1] ?? '' });
  return legs.map((leg) =>
    trainReservation({
      reservationNumber,
      ticketNumber,
      ticketToken: `aztecCode:${code}`,
      underName,
      trainNumber: leg.train,
      departureStation: leg.from,
      arrivalStation: leg.to,
      departureDay,
      seatingType: leg.seatingType,
    }),
  );
}

// SNCF Connect mails: "Aller : mardi 10 mars 2026", two "08:00  Station" lines, then the train line
// "TGV INOUI 6607 · Voiture 12 · Place 54 · 2de classe".
const readConnect = trainBlocksReader({
  reservationNumber: 'Référence de dossier|Booking reference',
  underName: 'Voyageur|Voyageuse|Passenger',
  total: 'Montant total|Total',
  journeyStart: /^(?:Aller|Retour|Outward|Return)\s*:/,
  train: (block, input) => {
    const day = parseNamedDate(block.split('\n')[0] ?? '', input.date);
    const [dep, arr] = [...block.matchAll(/^(\d{1,2}:\d{2})\s+(\S.*)$/gm)];
    const train = /^(.*?)\s*(\d{2,6})\s*·/m.exec(block);
    if (!dep || !arr) return undefined;
    const [departureTime, arrivalTime] = legTimes(day, dep[1], arr[1]);
    return {
      trainNumber: train?.[2],
      trainName: train?.[1] || undefined,
      departureStation: dep[2]?.trim() ?? '',
      arrivalStation: arr[2]?.trim() ?? '',
      departureTime,
      arrivalTime,
      coach: capture(block, /Voiture\s+(\w+)/),
      seat: capture(block, /Place\s+(\w+)/),
      seatingType: capture(block, /(\d)(?:de|nde|re|ère|e) classe/),
    };
  },
});

function extract(input: ExtractorInput): Reservation[] {
  if (/^i0CV[A-Z0-9]{6}\d{9}/.test(input.text.trim())) return readBarcode(input);
  return /DOSSIER VOYAGE|BOOKING REFERENCE\s*:/i.test(input.text) ? readConfirmation(input) : readConnect(input);
}

/** SNCF e-ticket confirmations, SNCF Connect order mails and the Aztec barcode printed on SNCF tickets. */
export const sncf: ProviderExtractor = {
  id: 'sncf',
  provider: 'SNCF',
  classification: 'direct',
  runsFirst: true,
  filters: [
    {
      senderDomains: ['sncf.fr', 'sncf.com', 'sncf-connect.com', 'oui.sncf'],
      content: /DOSSIER VOYAGE|BOOKING REFERENCE\s*:|Référence de dossier|^\s*i0CV/im,
    },
    { content: /^\s*i0CV[A-Z0-9]{6}\d{9}/ },
  ],
  extract,
};
