import type { Reservation } from '../schema/reservation.js';
import {
  CLOCK,
  localDate,
  localDateTime,
  monthFromName,
  parseClock,
  parseNamedDate,
  plusDays,
  resolveYear,
} from './lib/dates.js';
import { type TrainLeg, trainReservation } from './lib/reservations.js';
import { legTimes } from './lib/rows.js';
import { blocksStartingWith, capture, isCancellation } from './lib/text.js';
import { trainBlocksReader } from './lib/train-blocks.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

/**
 * A stop of the e-ticket: station, day/month (perhaps after "le"), "à" (or "at" in English), time as 17h50 or 17:50.
 * Some tickets print the arrival's time alone: it is on the departure's day, or the next when earlier.
 */
const STOP_ROW = /^\s+(\S.*?)\s{2,}(?:le\s+)?(?:(\d{2})\/(\d{2})\s+)?(?:à|at) (\d{1,2}[h:]\d{2})/gim;
/** The train products SNCF sells, longest first where one begins another. */
const SNCF_TRAINS =
  'TGV INOUI|TGV LYRIA|TGV|IDTGV|OUIGO|INTERCITES DE NUIT|INTERCITES|TER|LYRIA|THALYS|EUROSTAR|ICE|ALLEO|ELIPSOS';
/**
 * The line that starts a leg: the train's (or the coach's) number; the older tickets (2013) print the product and
 * number at the end of the stops' header, "Départ / Arrivée   Date / Heure   TGV 7049".
 */
const LEG_START = new RegExp(
  `\\b(?:(?:TRAIN|CAR|AUTOCAR|BUS)\\s*(?:N°|NO\\.?|NUMBER)\\s*|Date\\s*\\/\\s*Heure\\s+(?:${SNCF_TRAINS})\\s+)(\\d+)`,
  'i',
);

const GIVEN_NAME = /^(?:Prénom|First name)\s*:\s*(\S+)/gim;
const FAMILY_NAME = /^(?:Nom|Surname|Last name)\s*:\s*(\S+)/gim;

/** Each traveller of a ticket for several, a "Nom" and a "Prénom" line each, given name first. */
function travellers(text: string): string[] {
  const given = [...text.matchAll(GIVEN_NAME)].map((m) => m[1]);
  const family = [...text.matchAll(FAMILY_NAME)].map((m) => m[1]);
  return given.length > 1 && given.length === family.length ? given.map((g, i) => `${g} ${family[i]}`) : [];
}

const readConfirmation = trainBlocksReader({
  reservationNumber: /(?:DOSSIER VOYAGE|BOOKING REFERENCE|FILE REFERENCE)\s*:\s*(\w+)/i,
  // The ticket prints "Nom" (family name) and "Prénom" apart; the name reads given name first.
  underName: (text) =>
    [capture(text, /^(?:Prénom|First name)\s*:\s*(\S+)/im), capture(text, /^(?:Nom|Surname|Last name)\s*:\s*(\S+)/im)]
      .filter(Boolean)
      .join(' ') || undefined,
  passengers: travellers,
  total: /^\s*\S.*\/.*?\s{2,}(\d[\d.,]*\s*[A-Z]{3})\s*$/m,
  journeyStart: LEG_START,
  train: (block, input) => {
    const [dep, arr] = [...block.matchAll(STOP_ROW)];
    if (!dep?.[2] || !arr) return undefined;
    const time = (m: RegExpExecArray) => {
      const day = Number(m[2] ?? dep[2]);
      const month = Number(m[3] ?? dep[3]);
      const clock = parseClock(m[4] ?? '');
      return localDateTime(resolveYear(month, day, input.date), month, day, clock?.hour, clock?.minute);
    };
    const departureTime = time(dep);
    let arrivalTime = time(arr);
    if (!arr[2] && departureTime && arrivalTime && arrivalTime < departureTime) arrivalTime = plusDays(arrivalTime, 1);
    return {
      trainNumber: capture(block, LEG_START),
      departureStation: dep[1] ?? '',
      arrivalStation: arr[1] ?? '',
      departureTime,
      arrivalTime,
      coach: capture(block, /(?:VOITURE|COACH)\s+(?:N°\s*)?(\w+)/i),
      // "PLACES 21 ET 22": the seats of a ticket for two.
      seat: capture(block, /(?:PLACES?|SEATS?)\s+(\d\w*(?:\s+(?:ET|AND|,)\s+\d\w*)*)/i)?.replace(
        /\s+(?:ET|AND|,)\s+/gi,
        ', ',
      ),
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
const CONNECT_STOP = new RegExp(String.raw`^(${CLOCK})\s+(\S.*)$`, 'gm');

const readConnect = trainBlocksReader({
  reservationNumber: 'Référence de dossier|Booking reference',
  underName: 'Voyageur|Voyageuse|Passenger',
  total: 'Montant total|Total',
  journeyStart: /^(?:Aller|Retour|Outward|Return)\s*:/,
  train: (block, input) => {
    const day = parseNamedDate(block.split('\n')[0] ?? '', input.date);
    const [dep, arr] = [...block.matchAll(CONNECT_STOP)];
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

// Voyages-sncf.com order mails print each journey under its day ("Vendredi 2 Septembre") as the departure row
// "Aller 16h57 PARIS GARE DE LYON TGV 6687 1e classe" and the arrival row "18h56 LYON PART DIEU", then each
// passenger's fare ("1e passager BILLET …") and seat ("Voiture 001 - Place 034"). The passengers' names follow
// per trip under "Votre voyage", with the trip's days ("PARIS <> LYON - les 02/09/2016 et 04/09/2016").
/** A departure row and the arrival row under it; the station is the longest text before a product and number. */
const ORDER_LEG = new RegExp(
  `^(?:(?:Aller|Retour)\\s+)?(\\d{1,2}h\\d{2})\\s+(\\S.*)\\s+(${SNCF_TRAINS})\\s+(\\d{2,6})\\s+(\\d)(?:e|re|ère|de|nde) classe\\s*\\n(\\d{1,2}h\\d{2})\\s+(\\S.*)$`,
  'gim',
);
/**
 * The older order mails (2012) print the departure row as "Aller : 16h15 VALENCE GARE TGV 5404 1 e Classe", with no
 * product before the train's number, so the station runs up to the number.
 */
const ORDER_LEG_UNNAMED =
  /^(?:Aller|Retour)\s*:\s+(\d{1,2}h\d{2})\s+(\S.*)\s+(\d{2,6})\s+(\d)\s(?:e|er|re|ère|de|nde)\s+classe\s*\n(\d{1,2}h\d{2})\s+(\S.*)$/gim;
/** The departure row of an order's first journey, in either layout, which the filter looks for. */
const ORDER_FIRST_LEG = new RegExp(
  `^(?:Aller|Retour)\\s+\\d{1,2}h\\d{2}\\s+\\S.*\\s+(?:${SNCF_TRAINS})\\s+\\d{2,6}\\s+\\d(?:e|re|ère|de|nde) classe\\s*$|^(?:Aller|Retour)\\s*:\\s+\\d{1,2}h\\d{2}\\s+\\S.*\\s+\\d{2,6}\\s+\\d\\s(?:e|er|re|ère|de|nde)\\s+classe\\s*$`,
  'im',
);
/** A journey's day heading; the older layout prints the page's side column on the same line after it. */
const ORDER_DAY =
  /^(?:Lundi|Mardi|Mercredi|Jeudi|Vendredi|Samedi|Dimanche)\s+(\d{1,2})\s+(\p{L}+)(?:\s+(\d{4}))?(?!\S)/gimu;
const PASSENGER = /^(\d+)\s?(?:e|er|re|ère) passager\b/im;
/** The greeting of an order (`Bonjour Monsieur MOREAU JULIEN`), which names its one passenger when it has one. */
const GREETING = /^Bonjour\s+(?:Monsieur|Madame|Mademoiselle)\s+(\S[^\n]*?)\s*$/m;

/** One trip's delivery section: its days, its booking code when it prints only one, its passengers by number. */
interface OrderTrip {
  days: string[];
  reservationNumber: string | undefined;
  names: Map<string, string>;
}

/**
 * A passenger of a trip section: the number and the name on one line (`1e passager Monsieur CLAIRE dupont`), or, the
 * page laid out in blocks, the name on a line of its own with its salutation, perhaps under the age range
 * (`1e passager` / `(26 à 59 ans)` / `Monsieur CLAIRE dupont`). The age range is never the name.
 */
const TRIP_PASSENGER =
  /^(\d+)(?:e|er|re|ère) passager(?:[ \t]+|[ \t]*\n(?:[ \t]*\([^()\n]*\)[ \t]*\n)?[ \t]*(?=(?:Monsieur|Madame|Mademoiselle)\s))(?:(?:Monsieur|Madame|Mademoiselle)[ \t]+)?(\S.*?)[ \t]*$/gim;

function orderTrips(text: string): OrderTrip[] {
  return blocksStartingWith(text, /^Votre voyage\s*$/i).map((block) => {
    const head = block.split('\n').slice(0, 4).join('\n');
    const days = [...head.matchAll(/\b(\d{2})\/(\d{2})\/(\d{4})\b/g)].map((m) => `${m[3]}-${m[2]}-${m[1]}`);
    const codes = capture(block, /Référence de dossier\s*:\s*([A-Z0-9]{6}(?:\s*\|\s*[A-Z0-9]{6})*)/)?.split('|');
    const names = new Map<string, string>();
    for (const m of block.matchAll(TRIP_PASSENGER)) if (m[1] && m[2]) names.set(m[1], m[2]);
    return { days, reservationNumber: codes?.length === 1 ? codes[0]?.trim() : undefined, names };
  });
}

/** "001" → "1": the order pads coach and seat numbers, which the tickets and the trains print without zeros. */
function unpadded(value: string | undefined): string | undefined {
  return value?.replace(/^0+(?=\d)/, '');
}

/** A journey's two rows in an order, in either layout. */
interface OrderLeg {
  index: number;
  /** Where its rows end. */
  end: number;
  departure: string;
  from: string;
  product: string | undefined;
  train: string;
  seatingType: string;
  arrival: string;
  to: string;
}

function orderLegs(order: string): OrderLeg[] {
  const named = [...order.matchAll(ORDER_LEG)].map((m) => ({
    index: m.index,
    end: m.index + m[0].length,
    departure: m[1] ?? '',
    from: m[2] ?? '',
    product: m[3],
    train: m[4] ?? '',
    seatingType: m[5] ?? '',
    arrival: m[6] ?? '',
    to: m[7] ?? '',
  }));
  const unnamed = [...order.matchAll(ORDER_LEG_UNNAMED)].map((m) => ({
    index: m.index,
    end: m.index + m[0].length,
    departure: m[1] ?? '',
    from: m[2] ?? '',
    product: undefined,
    train: m[3] ?? '',
    seatingType: m[4] ?? '',
    arrival: m[5] ?? '',
    to: m[6] ?? '',
  }));
  return [...named, ...unnamed].sort((a, b) => a.index - b.index);
}

function readOrder(input: ExtractorInput): Reservation[] {
  const { text } = input;
  // The order part ends where the delivery sections begin.
  const end = /^Votre voyage\s*$/im.exec(text)?.index ?? text.length;
  const order = text.slice(0, end);
  const trips = orderTrips(text.slice(end));
  const days = [...order.matchAll(ORDER_DAY)];
  const legs = orderLegs(order);
  // An order of one passenger, whose trip sections name none: the passenger the greeting names.
  // "VALENCE MARSEILLE 1 passager 56.00 €", or "1 passager" on a line of its own where the page is laid out in blocks.
  const sole = /^(?:\S.*\s)?1 passager\b/m.test(order) ? capture(order, GREETING) : undefined;
  return legs.flatMap((leg, i) => {
    const at = leg.index;
    const heading = days.filter((d) => (d.index ?? 0) < at).pop();
    const month = monthFromName(heading?.[2] ?? '');
    if (!heading || !month) return [];
    const dayOfMonth = Number(heading[1]);
    // The trip section that lists the day gives its year; a day no section (or more than one) lists stays unnamed.
    const monthDay = `-${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`;
    const listing = trips.filter((t) => t.days.some((d) => d.endsWith(monthDay)));
    // One trip section that lists no days is the whole order's.
    const only = trips.length === 1 && trips[0]?.days.length === 0 ? trips[0] : undefined;
    const trip = listing.length === 1 ? listing[0] : only;
    const listed = trip?.days.find((d) => d.endsWith(monthDay));
    const year = heading[3]
      ? Number(heading[3])
      : listed
        ? Number(listed.slice(0, 4))
        : resolveYear(month, dayOfMonth, input.date);
    const day = localDate(year, month, dayOfMonth);
    const [departureTime, arrivalTime] = legTimes(day, leg.departure, leg.arrival);
    const journey: TrainLeg = {
      reservationNumber: trip?.reservationNumber,
      status: isCancellation(text, input.subject) ? 'cancelled' : 'confirmed',
      trainNumber: leg.train,
      trainName: leg.product?.toUpperCase(),
      departureStation: leg.from.trim(),
      arrivalStation: leg.to.trim(),
      departureTime,
      arrivalTime,
      seatingType: leg.seatingType,
    };
    // Each passenger's lines run to the next passenger, the next leg or the next day.
    const next = Math.min(legs[i + 1]?.index ?? end, days.find((d) => (d.index ?? 0) > at)?.index ?? end);
    const passengers = blocksStartingWith(order.slice(leg.end, next), PASSENGER);
    if (passengers.length === 0) return [trainReservation(journey)];
    return passengers.map((block) => {
      const number = PASSENGER.exec(block)?.[1] ?? '';
      const seat = /Voiture\s+(\w+)\s*-\s*Place\s+(\w+)/i.exec(block);
      return trainReservation({
        ...journey,
        underName: trip?.names.get(number) ?? (number === '1' ? sole : undefined),
        coach: unpadded(seat?.[1]),
        seat: unpadded(seat?.[2]),
      });
    });
  });
}

function extract(input: ExtractorInput): Reservation[] {
  if (/^i0CV[A-Z0-9]{6}\d{9}/.test(input.text.trim())) return readBarcode(input);
  if (ORDER_FIRST_LEG.test(input.text)) return readOrder(input);
  return /DOSSIER VOYAGE|BOOKING REFERENCE\s*:/i.test(input.text) ? readConfirmation(input) : readConnect(input);
}

/**
 * SNCF e-ticket confirmations, SNCF Connect and Voyages-sncf.com order mails and the Aztec barcode printed on SNCF
 * tickets.
 */
export const sncf: ProviderExtractor = {
  id: 'sncf',
  provider: 'SNCF',
  classification: 'direct',
  runsFirst: true,
  filters: [
    {
      senderDomains: ['sncf.fr', 'sncf.com', 'sncf-connect.com', 'oui.sncf', 'voyages-sncf.com'],
      content: /DOSSIER VOYAGE|BOOKING REFERENCE\s*:|Référence de dossier|^\s*i0CV/im,
    },
    { content: /^\s*i0CV[A-Z0-9]{6}\d{9}/ },
    // An e-ticket met on its own (a PDF without its mail): its heading and booking code.
    { content: /CONFIRMATION E-BILLET[\s\S]*DOSSIER VOYAGE\s*:/i },
    { content: ORDER_FIRST_LEG },
  ],
  extract,
};
