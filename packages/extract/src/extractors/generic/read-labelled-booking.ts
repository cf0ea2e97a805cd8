import { decodeHTML } from 'entities/lib/decode.js';
import { DateTime } from 'luxon';
import { airlineByIcao, airlineByName, airlineName, isAirlineCalled } from '../../refdata/airlines.js';
import { findAirport } from '../../refdata/airports.js';
import { findCity } from '../../refdata/cities.js';
import { countryCode } from '../../refdata/countries.js';
import { plainLetters } from '../../refdata/plain-letters.js';
import type { JsonLdObject, Reservation } from '../../schema/reservation.js';
import { plusDays } from '../lib/dates.js';
import { addressFromLine, holdsUsAddress } from '../lib/fields.js';
import { person, personFromFamilyFirst, stripTitles } from '../lib/names.js';
import {
  type Address,
  type BookingStatus,
  boatReservation,
  busReservation,
  eventReservation,
  flightReservation,
  foodEstablishmentReservation,
  lodgingReservation,
  rentalCarReservation,
  taxiReservation,
  trainReservation,
} from '../lib/reservations.js';
import { isCancellation, matchAll } from '../lib/text.js';
import type { ExtractorInput } from '../types.js';
import { airportColumns, stackedAirportEnds } from './airport-columns.js';
import { isTotalLabel, withBookingTotal } from './booking-total.js';
import { carModelOf } from './car-models.js';
import { chineseTicketMessages } from './chinese-ticket-messages.js';
import { codedRouteLines } from './coded-routes.js';
import { columnTables, textColumnTables } from './column-tables.js';
import { commaLabelledMessages } from './comma-labelled-messages.js';
import {
  dayWithMonthName,
  mayGiveWhen,
  type ReadWhen,
  readDayRange,
  readSpanEnd,
  readWhen,
  slashOrderShown,
  type WhenAndRest,
} from './date-time.js';
import {
  AIRLINE_ONLY,
  clockedCodeRoutes,
  clockLedCards,
  endLabelledRows,
  flightCards,
  timedRouteFlights,
  wideCells,
} from './flight-cards.js';
import { flightSentences } from './flight-sentences.js';
import {
  factOfLabel,
  type LabelledFact,
  labelsWriteDayFirst,
  readFacts,
  withLabelsRemembered,
} from './labelled-facts.js';
import { type Fact, GREETINGS, NOT_A_NAME } from './labels.js';
import { namesakeAirportIn } from './namesake-airports.js';
import { numberedPassengers, seatEachPassenger, seatsUnderRides } from './numbered-passengers.js';
import {
  airportIn,
  airportsWriteDayFirst,
  countryOfPlace,
  isAddressedPlace,
  isPlaceName,
  isStationByFullName,
  knownPlace,
  namesOnlyTerminal,
  platformIn,
  stationIn,
  stationOrCityIn,
  terminalIn,
  townOf,
} from './places.js';
import { withPrintedAirlineNames } from './printed-airline.js';
import { rentalBrandNamed, rentalBrandOfSender, rentalBrandsIn } from './rental-brands.js';
import {
  isMode,
  kindSpokenOf,
  kindsSpokenOf,
  type Mode,
  numberedService,
  type SpokenKind,
  serviceAndNumber,
  TRAIN_PRODUCT,
  TRAIN_SERVICE,
} from './ride-kinds.js';
import { rideSentences } from './ride-sentences.js';
import { numberedRoutes } from './route-headings.js';
import { beforeCoachAndSeat, classOf, coachOf, SEAT_WORDS, seatsOpening } from './seating.js';
import { isSegmentLine, segmentAirports, segmentLines } from './segment-lines.js';
import { withSenderAirlineName } from './sender-airline.js';
import { runsCardCellsTogether, stackedCellsText } from './stacked-cells.js';
import { stackedColumnTables } from './stacked-columns.js';
import { stationPairRows } from './station-pair-rows.js';
import { ticketCoupons } from './ticket-coupons.js';
import { STOP_LINE, TIMETABLE_VEHICLE, timetableLines, vehicleLine } from './timetables.js';

/** The id recorded as the extractor of what this reader finds. */
export const LABELLED_FACTS_ID = 'labelled-facts';

const MAX_TEXT = 200_000;
const MAX_HTML = 1_000_000;

interface Common {
  /** Undefined for rides when the document's only references belong to its other bookings. */
  reservationNumber: string | undefined;
  status: BookingStatus;
}

/**
 * The reference printed nearest a reservation's line inside its own block (the lines between two blank lines):
 * an agency's itinerary opens with its own record, and each hotel or car hire below prints the supplier's number.
 * The document's reference when the block has none.
 */
function nearestReference(
  facts: readonly LabelledFact[],
  lines: readonly string[],
  at: number | undefined,
): string | undefined {
  if (at === undefined) return undefined;
  const blank = (i: number) => !(lines[i] ?? '').trim();
  let start = at;
  while (start > 0 && !blank(start - 1)) start--;
  let end = at;
  while (end < lines.length - 1 && !blank(end + 1)) end++;
  const near = facts
    .filter((f) => f.fact === 'reference' && f.line >= start && f.line <= end)
    .sort((a, b) => Math.abs(a.line - at) - Math.abs(b.line - at));
  return near.length > 0 ? referenceOf(near) : undefined;
}

/** The common facts with the reference of the reservation's own block, when it prints one. */
function ownBlock(
  common: Common,
  facts: readonly LabelledFact[],
  lines: readonly string[],
  at: number | undefined,
): Common {
  const reservationNumber = nearestReference(facts, lines, at);
  return reservationNumber ? { ...common, reservationNumber } : common;
}

/** The facts of one ride, in the order the document gives them. */
interface LegFacts {
  mode?: Mode;
  vehicle?: string;
  /**
   * The number of the service or line a ride runs as, under a label of its own below its ends (`Service: M8`,
   * `Servicio: 3420 Supra`): a bus's number, which names no kind of ride.
   */
  service?: string;
  depart?: string;
  arrive?: string;
  /** A day or time written under a departure or arrival label of its own, apart from the place ("Departure: 08:15"). */
  departWhen?: string;
  arriveWhen?: string;
  date?: string;
  time?: string;
  seat?: string;
  /** The gate a flight boards at, as labelled (`Gate: B22`). */
  gate?: string;
  /** The coach ("Vogn 3") and class ("2. Klasse") of a train's seat, as written. */
  coach?: string;
  class?: string;
  /** A reference printed in the ride's own block (`Airline reference: IB/ZT8M4P`): the ride's, not the document's. */
  reference?: string;
  /** Both ends read from a timetable's rows, each led by its side's word (`Köln Hbf  ab 12:17`). */
  rows?: boolean;
  /** The vehicle is an airline's name alone, as a card that prints no flight number gives it (`Go Air`). */
  airlineOnly?: boolean;
  /** The vehicle was named under a label that gives no kind of vehicle (`Connection: LE 1352`). */
  vehicleOfNoKind?: boolean;
  /** The ride's kind was labelled over its route alone (`Sailing: Dover - Calais`), its vehicle not yet named. */
  byRoute?: boolean;
}

const NOT_A_CODE = /^(?:CONFIRMED|CANCELLED|CANCELED|PENDING|BOOKED|NUMBER|REFERENCE|BOOKING)$/;

/**
 * A code of letters alone in blocks of one length ("HMXK-ABCD", "QWE-RTZ-UIO"), standing alone as the value: how
 * booking systems print generated references. Words joined by a hyphen ("NON-REFUNDABLE", "CHECK-IN") differ in
 * length or come with more text.
 */
function isBlockCode(token: string, value: string): boolean {
  if (token !== value.trim() || !/^[A-Z]{3,6}(?:-[A-Z]{3,6})+$/.test(token)) return false;
  const blocks = token.split('-');
  return blocks.every((b) => b.length === blocks[0]?.length && !NOT_A_CODE.test(b));
}

/**
 * A booking reference: a code of upper-case letters and digits, with a digit in it, six letters or more, or
 * letters in blocks of one length.
 */
export function referenceOf(facts: readonly LabelledFact[]): string | undefined {
  for (const f of facts) {
    const code = f.fact === 'reference' ? codeOf(f.value, namesCode(f.label)) : undefined;
    if (code) return code;
  }
  return undefined;
}

/**
 * The ticket's number of a train, bus or ferry ticket that labels no reference (`Numer biletu 48120937`): the ticket
 * is the booking. An airline's ticket number is no booking's reference.
 */
function groundTicketNumber(facts: readonly LabelledFact[], spoken: () => SpokenKind | undefined): string | undefined {
  if (facts.some((f) => f.fact === 'flight')) return undefined;
  // A ride's service (`Spoj: Praha → Vídeň`) names a train or bus as much as its own label does, and so does a
  // document that speaks of one kind of ride only (`Departure: Bristol Bus Station`).
  if (
    !facts.some((f) => f.fact === 'train' || f.fact === 'bus' || f.fact === 'ferry' || f.fact === 'service') &&
    spoken() === undefined
  ) {
    return undefined;
  }
  return facts.map((f) => (f.fact === 'ticketNumber' ? codeOf(f.value) : undefined)).find(Boolean);
}

/** A day written in digits alone: `12.05.2017`, `2017-05-12`, `12/05/17`. */
const DAY_IN_DIGITS =
  /^(?:(?:0?[1-9]|[12]\d|3[01])[./-](?:0?[1-9]|1[0-2])|(?:0?[1-9]|1[0-2])[./-](?:0?[1-9]|[12]\d|3[01]))[./-](?:\d{2}|\d{4})$|^(?:19|20)\d{2}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;

/**
 * A reference's label that says its value is a code (`Reservation code`, `Record locator`, `PNR`, `Código de
 * reserva`): five capitals under it are one, where under another label they may be a word (`PARIS`).
 */
const CODE_LABEL = /(?:code|locator|pnr|codigo|codice|kod|kode|koodi)(?![\p{L}])/iu;

function namesCode(label: string): boolean {
  return CODE_LABEL.test(plainLetters(label));
}

/**
 * The booking code a reference's value gives, if it gives one; five capitals alone only under a label that says
 * they are a code (`coded`).
 */
function codeOf(value: string, coded = false): string | undefined {
  // "2831 4471 02": digits grouped for reading are one number; a first group alone would be a wrong one.
  const grouped = /^#?\s*(\d{2,6}(?: \d{2,6}){1,4})$/.exec(value.trim())?.[1]?.replace(/ /g, '');
  // "eIC123456789": an electronic ticket's small letter may open a code of capitals and digits.
  const token =
    grouped ??
    /^#?\s*((?:[a-z](?=[A-Z]+\d{3}))?[A-Z0-9][A-Z0-9./-]{3,30})(?=$|[\s,;)])/
      .exec(value.trim())?.[1]
      ?.replace(/[./-]+$/, '');
  // "Reservation" over "12.05.2017": a day under a reference's label is the booking's day, not its code.
  if (!token || NOT_A_CODE.test(token) || DAY_IN_DIGITS.test(token)) return undefined;
  const capitals = coded ? /^[A-Z]{5,}$/ : /^[A-Z]{6,}$/;
  return /\d/.test(token) || capitals.test(token) || isBlockCode(token, value) ? token : undefined;
}

/**
 * Whether the document writes its days first ("11/03/2017" is the 11th of March): its labels are spelt in a
 * language of the tables other than English, and none only in English. English mail may come from the United
 * States, which writes the month first; a slashed day that reads two ways stays unread there.
 */
function writesDayFirst(facts: readonly LabelledFact[]): boolean {
  return labelsWriteDayFirst(facts.map((f) => f.label));
}

/** Lower-case words that may open a name written in capitals otherwise: particles and titles (`van Dijk`, `de la Cruz`). */
const NAME_OPENERS =
  /^(?:van|von|de|der|den|da|di|du|del|della|des|la|le|ter|ten|al|el|bin|ben|dos|das|do|mr|mrs|ms|dr)\.?$/;

function isPersonName(name: string): boolean {
  const words = name.split(/\s+/).filter(Boolean);
  // "Guest house Alla" read as the label "Guest" before "house Alla": a name opens with a lower-case word only when
  // the whole name is in lower case or the word is a particle or a title.
  const [opening = ''] = words;
  if (/^\p{Ll}/u.test(opening) && words.some((w) => /^\p{Lu}/u.test(w)) && !NAME_OPENERS.test(opening)) return false;
  return words.length >= 2 && words.length <= 6 && /^[\p{L}\s.'’-]+$/u.test(name);
}

/** A traveller's fare category after the name and a comma: "Mikko Virtanen, adult", "Lena Vogt, Kind". */
const FARE_AFTER_NAME =
  /,\s*(?:adult|child|youth|senior|student|infant|erwachsener|erwachsene|kind|jugendlicher|adulte|enfant|jeune|adulto|niño|nino|bambino|ragazzo|volwassene)\s*$/iu;

/**
 * A passenger's or guest's value without what is no part of a name, its spacing kept for columns: remarks in
 * brackets, a fare category after a comma, and a list's number or bullet ("1. Mr John Smith", "• Jane Smith").
 */
function personCell(raw: string): string {
  return (
    raw
      .replace(/\(.*?\)/g, ' ')
      // "Marta Ruiz, 2 adults": the count of the party after the name is no name.
      .replace(/(?:,\s*\d{1,2}\s+\p{L}+){1,3}\s*$/u, '')
      .replace(FARE_AFTER_NAME, '')
      .replace(/^\s*(?:\d{1,2}[.)]|[-•*–·])\s+/, '')
      .trim()
  );
}

/**
 * The names in a value written family name first with a slash (`BECKER/ANNA MS`), several to a line when a
 * reservation system prints them in columns (`BECKER/ANNAMS      BECKER/ARNOLDMR`); `name` is the cell read as one.
 */
function slashedNames(cell: string, name: string): string[] {
  if ((cell.match(/\//g)?.length ?? 0) < 2) return [name];
  const columns = cell.split(/\s{2,}|\t/);
  const names = columns.length > 1 ? columns : cell.split(/\s+(?=[\p{L}'’-]+\/)/u);
  return names.map((n) => n.replace(/\s+/g, ' ').trim()).filter((n) => n.includes('/'));
}

/**
 * A reservation system's title run on to the given name (`LANZ/BERNHARDMR`, `BECKER/ALEXANDERCHD`): no given name
 * ends in these letters once the name is in capitals and at least three letters remain.
 */
function withoutGluedTitle(p: ReturnType<typeof personFromFamilyFirst>): ReturnType<typeof personFromFamilyFirst> {
  const glued = /^([A-Z][A-Z'-]*[A-Z]{2})(?:MRS|MR|MS|MISS|MSTR|CHD|INF)$/.exec(p.givenName);
  if (!glued?.[1] || p.familyName !== p.familyName.toUpperCase()) return p;
  const givenName = glued[1];
  return { ...p, givenName, name: `${givenName} ${p.familyName}`.trim() };
}

/** A label that names a name: `Guest Name`, `Name`, `Nom`, `Nombre del pasajero`, `Nome`, `Naam`. */
const NAME_LABEL = /(?<![\p{L}])(?:name|nom|nombre|nome|naam|imię|jméno|namn)(?![\p{L}])/iu;

/** A label that names who booked (`Booked by`, `Gebucht von`): an agent or an office, not always the traveller. */
const BOOKER_LABEL = /^(?:booked by|gebucht von|réservé par|reservado por|prenotato da|geboekt door|bokad av)$/i;

/** A passenger's ticket after the name: `Ticket 082-2413344556`, `E-ticket number 125-2198765432`. */
const TICKET_AFTER_NAME = /(?<!\s)\s+(?:[-–—|,]\s*)?(?:e-?)?ticket(?:\s+(?:no\.?|number|nr\.?))?:?\s*\d[\d -]{7,}$/i;
/** A passenger's seats after the name, one for each ride: `Stoel 21A / 19F`, `Seat 14C`. */
const SEATS_AFTER_NAME = new RegExp(
  `(?<!\\s)\\s+(?:${SEAT_WORDS})\\s*:?\\s*(\\d{1,3}[A-K](?:\\s*[/,]\\s*\\d{1,3}[A-K])*)$`,
  'iu',
);
/** A passenger's seat yet to be given after the name, in a row with it: `Seat auto allocated`, `Seat not assigned`. */
const SEAT_TO_COME_AFTER_NAME =
  /(?<!\s)\s+seats?\s*:?\s*(?:auto(?:matically)?[ -]allocated|allocated at check-?in|not (?:yet )?(?:allocated|assigned|selected)|to be (?:allocated|assigned))$/i;

/** The people named after passenger or guest labels: "John Smith", "SMITH/JOHN MR", "Anna Roth, Paul Roth". */
export function peopleOf(facts: readonly LabelledFact[]): JsonLdObject[] {
  const names = new Map<string, JsonLdObject>();
  // Who booked is the traveller only when no other label names one.
  const travellerNamed = facts.some((f) => f.fact === 'person' && !BOOKER_LABEL.test(f.label.trim()));
  for (const f of facts) {
    if (f.fact !== 'person' || (travellerNamed && BOOKER_LABEL.test(f.label.trim()))) continue;
    // "Mrs Sophie Peeters Ticket 082-2413344556": the passenger's ticket and its number after the name are no name.
    const named = f.value.replace(TICKET_AFTER_NAME, '').replace(SEATS_AFTER_NAME, '');
    // "Identity document      Booking code": a row of headings in columns names nobody.
    const columns = wideCells(named);
    if (columns.length > 1 && columns.some((c) => c.text.length <= 40 && factOfLabel(c.text) !== undefined)) continue;
    // "Ticketnummer /Number": a heading in two languages, the second after a space and a slash, is no name.
    if (/^[\p{L} ]+\s\/\p{L}[\p{L} ]*$/u.test(named.trim())) continue;
    // Cells apart by a wide gap ("Anna Roth      Paul Roth") are a name each, or a row of headings ("Tariff   Ticket
    // No"), which names nobody.
    const cells = named.includes('/') ? [] : named.trim().split(/\s{3,}|\t+/);
    if (cells.length > 1) {
      const people = cells.map((c) => person(stripTitles(c.trim())));
      if (people.every((p) => isPersonName(String(p.name)))) {
        for (const p of people) names.set(String(p.name).toLowerCase(), p);
      }
      continue;
    }
    const cell = personCell(named);
    const value = cell
      // "Ms Ciara O'Brien - Ticket: 053 2412345678": what follows a dash or bar is about the passenger, not a name.
      .replace(/\s+[-–—|]\s+.*$/, '')
      .replace(/\s+/g, ' ')
      .trim();
    // "Passengers" over "Ms Liisa Korhonen" and "Total price": a line that is another fact's label names nobody.
    if (value.length <= 40 && (factOfLabel(value) !== undefined || isTotalLabel(value))) continue;
    const parts = value.includes('/')
      ? slashedNames(cell, value).map(personFromFamilyFirst).map(withoutGluedTitle)
      : value
          .split(/\s*(?:,|;|\s&\s|\sand\s|\sund\s|\set\s|\sy\s|\se\s|\sen\s|\soch\s|\si\s|\sa\s)\s*/)
          .map((n) => person(stripTitles(n)));
    // "Guest Name: Sanjay": a name's own label may name a person by one name, as it does a Chinese name ("Name: 林小雨").
    const oneName = /^\p{Lu}\p{Ll}+$/u.test(value) || /^\p{Script=Han}{2,4}$/u.test(value);
    if (NAME_LABEL.test(f.label) && oneName && !ROLE_WORDS.has(value.toLowerCase())) {
      names.set(value.toLowerCase(), person(value));
      continue;
    }
    if (!value.includes('/') && parts.some((p) => !isPersonName(String(p.name)))) continue;
    for (const p of parts) if (isPersonName(String(p.name))) names.set(String(p.name).toLowerCase(), p);
  }
  return [...names.values()];
}

const ROLE_WORDS = new Set(NOT_A_NAME);

/** Each greeting as it opens a line, before the name after it. */
const GREETING_LEADS = GREETINGS.map((g) => `${g} `);
/**
 * The first word of each greeting (`sehr` of `sehr geehrte frau`): a line a greeting opens has it before its first
 * space, so a line whose first word is none of them is passed without trying each greeting.
 */
const GREETING_FIRST_WORDS = new Set(GREETING_LEADS.map((lead) => lead.slice(0, lead.indexOf(' '))));
/** The stars a line may open with, as a mail's bold text prints them. */
const LEADING_STARS = /^\*+/;

/**
 * The name a salutation opens the mail with ("Dear Carmen López,"), when it is a person's and not a role's; read from
 * the mail's lines.
 */
function greetedPerson(mailLines: readonly string[]): JsonLdObject | undefined {
  const lines = mailLines.slice(0, 80);
  for (const raw of lines) {
    // The line's first word, as it opens the line cleaned below: a line whose first word opens no greeting is passed
    // before it is cleaned of its marks and folded whole.
    const opening = raw.trim().replace(LEADING_STARS, '').trimStart();
    const firstSpace = opening.indexOf(' ');
    if (firstSpace < 0 || !GREETING_FIRST_WORDS.has(plainLetters(opening.slice(0, firstSpace)))) continue;
    const line = raw
      .trim()
      .replace(/^\*+|[*,!:.]+$/g, '')
      .trim();
    const plain = plainLetters(line);
    const space = plain.indexOf(' ');
    if (space < 0 || !GREETING_FIRST_WORDS.has(plain.slice(0, space))) continue;
    const at = GREETING_LEADS.findIndex((lead) => plain.startsWith(lead));
    if (at < 0) continue;
    const greeting = GREETINGS[at] as string;
    // "Hi Dana, your ride is scheduled.": the greeting's name ends at its comma.
    const cut = line.slice(greeting.length).split(',');
    const name = stripTitles(cut[0]?.trim() ?? '');
    const words = plainLetters(name).split(/\s+/);
    if (isPersonName(name) && !words.some((w) => ROLE_WORDS.has(w))) return person(name);
    // A given name alone, its comma going on with the sentence: "Hi Dana, your ride is scheduled."
    const given =
      cut.length > 1 && /^\p{Lu}\p{Ll}{1,20}$/u.test(name) && !ROLE_WORDS.has(plainLetters(name).toLowerCase());
    if (given) return person(name);
    return undefined;
  }
  return nameClosingHeadline(lines);
}

/** A headline that ends by addressing its reader by a given name: `Your ride is reserved, Sam`, `Thanks …, Piotr!`. */
const CLOSING_NAME = /^[^,]{8,60},\s*(\p{Lu}\p{Ll}{1,20})\s*[!.]?$/u;

/**
 * The given name that closes the first lines' headline, when it is no role's or country's, nor follows a town the
 * headline goes to ("Your trip to Paris, France").
 */
function nameClosingHeadline(lines: readonly string[]): JsonLdObject | undefined {
  const opening = lines
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 3);
  for (const line of opening) {
    // "Plats: Friends Arena, Solna": a labelled value's last part is no name the headline closes with.
    if (line.includes(':') && factOfLabel(line.split(':')[0] ?? '')) continue;
    const m = CLOSING_NAME.exec(line);
    const name = m?.[1];
    // "…to Paris, France", "…in Lisbon, Portugal": a town the headline goes to, and its region.
    const toTown = /\s(?:to|in|at|for)\s+(\p{Lu}[\p{L} -]{1,30})$/u.exec(line.slice(0, line.lastIndexOf(',')))?.[1];
    if (
      !name ||
      ROLE_WORDS.has(plainLetters(name).toLowerCase()) ||
      countryCode(name) ||
      (toTown && findCity(toTown))
    ) {
      continue;
    }
    return person(name);
  }
  return undefined;
}

/**
 * A line that is a person's honorific and name and nothing else: `Herr  Jonas Weber`, `Ms Sanne de Vries`, or all in
 * capitals as an airline's passenger list prints it (`MR JOE EXAMPLE`).
 */
const HONORIFIC_LINE =
  /^\s*(?:Herr|Frau|Mr\.?|Mrs\.?|Ms\.?|M\.|Mme\.?|Sr\.|Sra\.|MR|MRS|MS)\s+(\p{Lu}[\p{L}'’-]*(?:\s+[\p{L}'’-]+){1,4})\s*$/u;

/** The letters `HONORIFIC_LINE`'s honorifics open with. */
const HONORIFIC_FIRST_LETTERS = new Set(['H', 'F', 'M', 'S']);

/** The small words of surnames: `de`, `van der`, `von`, `da`, `del`, `dos`. */
const PARTICLE = /^(?:de|der|den|van|von|vom|zu|da|di|do|dos|das|du|des|del|della|la|le|ten|ter)$/;

/**
 * The one person a document addresses on a line of their own, honorific first (a ticket's traveller printed without
 * a label): undefined when no line, or lines naming different people, do so.
 */
function addressedPerson(lines: readonly string[]): JsonLdObject | undefined {
  const names = new Set<string>();
  for (const line of lines) {
    // The seats cut only the end of a line: one that opens with no honorific's first letter is passed untried.
    if (!HONORIFIC_FIRST_LETTERS.has(line.trimStart().charAt(0))) continue;
    // "Mr Anton Sorokin Seat auto allocated": a row of the passenger and their seat names the passenger.
    const row = line.trimEnd().replace(SEATS_AFTER_NAME, '').replace(SEAT_TO_COME_AFTER_NAME, '');
    const name = HONORIFIC_LINE.exec(row)?.[1]?.replace(/\s+/g, ' ');
    if (!name) continue;
    const words = plainLetters(name).split(/\s+/);
    // Each word a capital's but a surname's particle (`Sanne de Vries`), the last one a capital's.
    const capitals = name
      .split(' ')
      .every((w, i, all) => /^\p{Lu}/u.test(w) || (i < all.length - 1 && PARTICLE.test(w)));
    if (!isPersonName(name) || !capitals || words.some((w) => ROLE_WORDS.has(w))) return undefined;
    names.add(name);
  }
  const [only] = names;
  return names.size === 1 && only ? person(only) : undefined;
}

/**
 * A person's name in capitalised words (`Joe Example`, `Sanne de Vries`), no role's: the traveller a line names
 * without a label.
 */
function isCapitalisedPerson(name: string): boolean {
  const words = name.split(/\s+/);
  const capitals = words.every((w, i) => /^\p{Lu}/u.test(w) || (i > 0 && i < words.length - 1 && PARTICLE.test(w)));
  return (
    words.length <= 4 &&
    capitals &&
    isPersonName(name) &&
    !plainLetters(name)
      .split(/\s+/)
      .some((w) => ROLE_WORDS.has(w)) &&
    !knownPlace(name)
  );
}

/** The one traveller printed before a coach and seat on lines of their own (`Test User Coach 5 - Seat 17`). */
function personBeforeSeat(lines: readonly string[]): JsonLdObject | undefined {
  const names = new Set<string>();
  for (const line of lines) {
    const before = line.length <= 80 ? beforeCoachAndSeat(line.trim()) : undefined;
    if (before && isCapitalisedPerson(before)) names.add(before);
  }
  const [only] = names;
  return names.size === 1 && only ? person(only) : undefined;
}

/** A headline that says for whom the booking is confirmed: `Booking confirmed for Joe Example`. */
const CONFIRMED_FOR =
  /^(?:your\s+)?(?:booking|reservation|order|trip)\s+(?:is\s+)?confirmed\s+for\s+(\p{Lu}[\p{L}'’-]*(?:\s+[\p{L}'’-]+){1,3})\s*[.!]?$/iu;

/** The traveller a headline names as the one the booking is confirmed for, among the first lines. */
function confirmedFor(lines: readonly string[]): JsonLdObject | undefined {
  for (const line of lines.slice(0, 40)) {
    const name = CONFIRMED_FOR.exec(line.trim())?.[1];
    if (name && isCapitalisedPerson(name)) return person(name);
  }
  return undefined;
}

/** A reservation system's name alone on its line: `DOE/JANE`, `VAN DYK/PIETER MR`. */
const SYSTEM_NAME_LINE = /^([A-Z][A-Z'-]+(?: [A-Z][A-Z'-]+)*\/[A-Z][A-Z'-]+(?: [A-Z][A-Z'-]+)*)$/;

/**
 * The one traveller a reservation system's name on a line of its own names, under a heading with a word for a
 * traveller (`TRAVELER DETAILS` / `DOE/JANE`).
 */
function systemNameUnderHeading(lines: readonly string[]): JsonLdObject | undefined {
  const names = new Set<string>();
  for (const [i, line] of lines.entries()) {
    const name = SYSTEM_NAME_LINE.exec(line.trim())?.[1];
    if (!name) continue;
    const heading = lines
      .slice(Math.max(0, i - 2), i)
      .reverse()
      .find((l) => l.trim());
    if (!heading || heading.length > 40 || !heading.split(/\s+/).some((w) => factOfLabel(w) === 'person')) continue;
    names.add(name);
  }
  const [only] = names;
  return names.size === 1 && only ? withoutGluedTitle(personFromFamilyFirst(only)) : undefined;
}

/** "San Francisco (SFO) – Frankfurt (FRA)", "Paris → Lyon", "Wien nach Graz": where a route starts and ends. */
function routeEnds(value: string): [string, string] | undefined {
  const parts = value.split(/\s+(?:→|->|–|—|-|>|to|nach|à|a|naar|till|do|para|na)\s+|\s*[→>]\s*/i);
  const [from, to] = parts;
  return parts.length === 2 && from && to ? [from.trim(), to.trim()] : undefined;
}

/**
 * A ride's whole line after its label (`Outbound flight: UA 110, Fri 15 Mar 2024, San Francisco (SFO) 06:00 -
 * Newark (EWR) 14:35`): the vehicle first, then a part that is only the day, then the route with its times.
 * Undefined unless all three are there, the route splitting into exactly two ends.
 */
function rideOnOneLine(
  value: string,
  read: ReadWhen,
): { vehicle: string; date: string; from: string; to: string } | undefined {
  const parts = value.split(/\s*(?:,|\s·\s|\s\|\s)\s*/).filter(Boolean);
  if (parts.length < 3 || parts.length > 4) return undefined;
  const [vehicle = '', ...rest] = parts;
  if (!/\d/.test(vehicle) || vehicle.length > 16) return undefined;
  const dayAt = rest.findIndex((part) => isDayOnly(part, read));
  if (dayAt < 0) return undefined;
  const ends = routeEnds(rest.filter((_, k) => k !== dayAt).join(', '));
  return ends ? { vehicle, date: rest[dayAt] ?? '', from: ends[0], to: ends[1] } : undefined;
}

/**
 * A ride's whole line with its times as a range after the route (`BA 117 London Heathrow (LHR) → New York (JFK),
 * 12 Mar 2024 08:25 – 11:20`, `… 18:30 – 06:40 (+1)`): the vehicle that opens it, the route's two ends, the day and
 * departure time, and the arrival time. Undefined unless all are there.
 */
function rideWithTimes(
  value: string,
  read: ReadWhen,
): { vehicle: string; from: string; to: string; departs: string; arrives: string } | undefined {
  const comma = value.lastIndexOf(',');
  if (comma < 0) return undefined;
  const head = /^((?:[A-Z][A-Z0-9]|\d[A-Z])\s?\d{1,4}|\p{L}{2,12}\s+\d{1,5})\s+(.+)$/u.exec(
    value.slice(0, comma).trim(),
  );
  const times = /^(.+?\d{1,2}[:.]\d{2}(?:\s*[ap]\.?m\.?)?)\s*[–—-]\s*(\d{1,2}[:.]\d{2}.*)$/i.exec(
    value.slice(comma + 1).trim(),
  );
  const ends = head?.[2] ? routeEnds(head[2]) : undefined;
  if (!head?.[1] || !ends || !times?.[1] || !times[2]) return undefined;
  const departs = read(times[1]);
  if (!departs.date || !departs.clock || departs.rest !== '' || !read(times[2]).clock) return undefined;
  return { vehicle: head[1], from: ends[0], to: ends[1], departs: times[1], arrives: times[2] };
}

/**
 * A ride's whole line with each end's clock after its place (`SK 1467   Copenhagen (CPH) 08:15 - Oslo (OSL) 09:25`):
 * the vehicle that opens it and the route's two ends, each a place and a time and nothing else. The day is the ride's
 * own, labelled elsewhere. Undefined unless all are there.
 */
function rideWithEndClocks(value: string, read: ReadWhen): { vehicle: string; from: string; to: string } | undefined {
  const head = /^((?:[A-Z][A-Z0-9]|\d[A-Z])\s?\d{1,4})\s+(.+)$/.exec(value.trim());
  const ends = head?.[2] ? routeEnds(head[2]) : undefined;
  if (!head?.[1] || !ends) return undefined;
  const clocked = (end: string) => {
    const when = read(end);
    return /\d{1,2}[:.]\d{2}$/.test(end) && when.clock !== undefined && !when.date && /\p{L}{3}/u.test(when.rest);
  };
  return clocked(ends[0]) && clocked(ends[1]) ? { vehicle: head[1], from: ends[0], to: ends[1] } : undefined;
}

/** A value that gives a day and nothing else but perhaps its time: "Fri 15 Mar 2024", "2017-03-12 21:40". */
function isDayOnly(value: string, read: ReadWhen): boolean {
  if (!mayGiveWhen(value)) return false;
  const when = read(value);
  return when.date !== undefined && when.rest === '';
}

/** Whether a value is a clock alone that completes an earlier value of the same end that gave its day alone. */
function isClockAfterDay(day: string, clock: string, read: ReadWhen): boolean {
  const [earlier, later] = [read(day), read(clock)];
  return Boolean(earlier.date && !earlier.clock && !earlier.rest && later.clock && !later.date && !later.rest);
}

/** A value that gives only a day or a time, no place: "08:15", "2017-03-12 21:40". */
function isWhenOnly(value: string, read: ReadWhen): boolean {
  if (!mayGiveWhen(value)) return false;
  const when = read(value);
  // "Thu 01 Oct 2026 15:50 Terminal 2", "08:00, International Terminal": the terminal of a place named elsewhere is
  // no place.
  return Boolean(when.date || when.clock) && (when.rest === '' || namesOnlyTerminal(when.rest));
}

/** A vehicle's code and number under a label that names no kind of vehicle: `LE 1352`, `RJ 1011`. */
const SERVICE_CODE = /^(?:[A-Z]{1,4}|(?!N[ro])[A-Z][a-z]) ?\d{1,5}$/;

/** Facts that open the block of a stay, car hire, table or event. */
const OTHER_BOOKINGS: ReadonlySet<Fact> = new Set(['hotel', 'checkin', 'pickup', 'restaurant', 'event']);

/**
 * The reference of a document's rides: the first printed before any booking begins or within a ride's block, not
 * within a stay's, car hire's, table's or event's. An itinerary's hotel confirmation is no reference of its flight.
 */
function rideReference(facts: readonly LabelledFact[]): string | undefined {
  let inOther = false;
  const usable = facts.filter((f) => {
    if (isMode(f.fact) || f.fact === 'depart') inOther = false;
    else if (OTHER_BOOKINGS.has(f.fact)) inOther = true;
    return f.fact !== 'reference' || !inOther;
  });
  return referenceOf(usable);
}

/** The words for a side that lead a stop's clock on a timetable's row: `ab`, `an`, `dep.`, `arr.`. */
const ROW_SIDE = /^(?:ab|an|dep\.?|arr\.?)$/i;

/** A seat's number and nothing else (`45`, `12A`, `A12`). */
const SEAT_ALONE = /^(?:\d{1,3}[A-K]?|[A-K]\d{1,3})$/;

/** A label that names a port (`Departure Port`, `Port of arrival`, `Puerto de salida`, `Abfahrtshafen`). */
const PORT_LABEL = /(?<![\p{L}])(?:port|puerto|porto|hafen|haven|hamn)(?![\p{L}])|hafen$/iu;

/**
 * Groups transport facts into rides: a new ride starts where a fact it already has comes again. A departure or
 * arrival that gives only its time after the place was named ("From: Berlin ZOB" … "Departure: 08:15") is that
 * place's time, not a new ride.
 */
function legsOf(facts: readonly LabelledFact[], read: ReadWhen): LegFacts[] {
  const legs: LegFacts[] = [];
  // "Return: Monday 14 December 2026" in a document with no pick-up is the day of the journey back, not a car's return;
  // "Departure Date: 2024-03-15" in a document with no stay is the ride's day, not a check-out. A day's label with no
  // day in its value ("Hinfahrt: Berlin – Köln, mit ICE") dates nothing.
  const carHire = facts.some((f) => f.fact === 'pickup');
  const stay = facts.some((f) => f.fact === 'hotel' || f.fact === 'checkin');
  const isRideDay = (f: LabelledFact) =>
    (f.fact === 'date' && /\d/.test(f.value) && read(f.value).date !== undefined) ||
    (f.fact === 'dropoff' && !carHire && isDayOnly(f.value, read)) ||
    (f.fact === 'checkout' && !stay && isDayOnly(f.value, read));
  const directedRoutes = routesUnderDirection(facts, read);
  let cur: LegFacts = {};
  // The end the last departure or arrival label spoke of: an "Airport:" below it names that end's place.
  let side: 'depart' | 'arrive' | undefined;
  // The ends a route named ("Route: Prague - Vienna"), which a departure or arrival below may name more fully.
  const routed = new Set<'depart' | 'arrive'>();
  const push = () => {
    if (cur.mode || cur.depart) legs.push(cur);
    cur = {};
    routed.clear();
    side = undefined;
  };
  const take = (
    key: keyof Omit<LegFacts, 'mode' | 'rows' | 'service' | 'vehicleOfNoKind' | 'byRoute' | 'airlineOnly'>,
    value: string,
  ) => {
    // The same day given twice (a heading, then the ride's own line) is one ride's.
    if (key === 'date' && cur.date !== undefined && read(cur.date).date === read(value).date) return;
    if (cur[key] !== undefined && (key === 'depart' || key === 'vehicle' || key === 'date')) push();
    if (cur[key] === undefined) cur[key] = value;
  };
  const timeOf = (key: 'depart' | 'arrive', value: string) => {
    const whenKey = key === 'depart' ? 'departWhen' : 'arriveWhen';
    const place = cur[key];
    side = key;
    // "Departs: 14:45 hrs" … "From: Frankfurt, Germany": the time came first, the place follows under the same side.
    if (place !== undefined && cur[whenKey] === undefined && isWhenOnly(place, read) && !isWhenOnly(value, read)) {
      cur[whenKey] = place;
      cur[key] = value;
      return;
    }
    if (place !== undefined && cur[whenKey] === undefined && isWhenOnly(value, read)) {
      const named = read(place);
      if (!named.date && !named.clock) {
        cur[whenKey] = value;
        return;
      }
    }
    // "Departure: Wednesday 2 January 2019" … "Departing at: 13:43": the day of an end, then its clock alone.
    if (place !== undefined && cur[whenKey] === undefined && isClockAfterDay(place, value, read)) {
      cur[key] = `${place} ${value}`;
      return;
    }
    if (place !== undefined && routed.has(key) && cur[whenKey] === undefined) {
      routed.delete(key);
      cur[key] = value;
      return;
    }
    take(key, value);
  };
  for (const f of facts) {
    if (isMode(f.fact)) {
      // "FLIGHT  Mon 03 Nov 2025": a ride's heading gives its kind and day; its vehicle is labelled below it.
      if (isDayOnly(f.value, read)) {
        // A route printed just above ("Route: Dover to Calais" / "Sailing: 14 April 2024, 10:40") is this ride's.
        if (cur.mode || (cur.depart && !routed.has('depart'))) push();
        cur.mode = f.fact;
        take('date', f.value);
        continue;
      }
      // The vehicle under such a heading is the same ride's, and so is the same vehicle named again in its block
      // ("FLIGHT: Frankfurt to Bangkok (TG921)" … "Flight: TG921 (operated by Thai Airways)").
      // "Flight 1: Montréal (YUL) to Vancouver (YVR)" over "AC 311  Departs 08:00": a vehicle printed without a label
      // under a ride's label that gave only its route is that ride's.
      const headed =
        cur.mode === f.fact && !cur.vehicle && ((!cur.depart && !cur.arrive) || (f.label === '' && !cur.departWhen));
      if (cur.mode === f.fact && cur.vehicle && sameDesignator(cur.vehicle, f.value)) continue;
      // "Sailing: Dover to Calais": the ride's kind with its route and no vehicle.
      const ends = /\d/.test(f.value) ? undefined : routeEnds(f.value);
      const whole = ends ? undefined : rideOnOneLine(f.value, read);
      const timed = ends || whole ? undefined : rideWithTimes(f.value, read);
      const clocked = ends || whole || timed ? undefined : rideWithEndClocks(f.value, read);
      // "Overtocht: Hoek van Holland - Harwich" … "Schip: Stena Hollandica": the vessel of a crossing its route named.
      const ofRoute =
        cur.mode === f.fact && cur.byRoute === true && !cur.vehicle && !ends && !whole && !timed && !clocked;
      if (cur.mode && !headed && !ofRoute) push();
      cur.mode = f.fact;
      if (timed) {
        take('vehicle', timed.vehicle);
        take('depart', timed.from);
        take('arrive', timed.to);
        cur.departWhen = timed.departs;
        cur.arriveWhen = timed.arrives;
      } else if (clocked) {
        take('vehicle', clocked.vehicle);
        take('depart', clocked.from);
        take('arrive', clocked.to);
      } else if (ends) {
        take('depart', ends[0]);
        take('arrive', ends[1]);
        // A departure or arrival below may name the route's ends more fully, with their times.
        routed.add('depart').add('arrive');
        cur.byRoute = true;
      } else if (whole) {
        take('vehicle', whole.vehicle);
        take('date', whole.date);
        take('depart', whole.from);
        take('arrive', whole.to);
      } else {
        // "Flight: 15.06.2017 | 4U 8462 (X)": the vehicle's value may give the ride's day too.
        // A day read before anything of the ride was named (the document's "DATE: 10 FEBRUARY 2026" above
        // "FLIGHT  LH 1130 - LUFTHANSA  WED 04 MAR 2026") gives way to it.
        const day = /\d/.test(f.value) ? read(f.value).date : undefined;
        if (day && !cur.vehicle && !cur.depart && !cur.arrive) cur.date = day;
        else if (day) take('date', day);
        take('vehicle', f.value);
        if (f.label === AIRLINE_ONLY) cur.airlineOnly = true;
      }
    } else if (f.fact === 'depart' || f.fact === 'arrive') {
      timeOf(f.fact, f.value);
      if (f.fact === 'depart') cur.rows = ROW_SIDE.test(f.label);
      else cur.rows = cur.rows === true && ROW_SIDE.test(f.label);
      // "Departure Port: Montevideo": a port's label names a sailing.
      if (PORT_LABEL.test(f.label)) cur.mode ??= 'ferry';
    } else if (f.fact === 'route' || directedRoutes.has(f)) {
      const ends = routeEnds(f.value);
      const timesOnly = cur.depart && cur.arrive && !cur.departWhen && !cur.arriveWhen && isWhenOnly(cur.depart, read);
      if (ends && timesOnly && isWhenOnly(cur.arrive ?? '', read)) {
        // "Vertrek 06:45 Aankomst 08:55" over "Amsterdam (AMS) Lissabon (LIS)": the route under the times names
        // their places.
        cur.departWhen = cur.depart;
        cur.arriveWhen = cur.arrive;
        cur.depart = ends[0];
        cur.arrive = ends[1];
      } else if (ends && !(routed.has('depart') && cur.depart === ends[0] && cur.arrive === ends[1])) {
        // The same route read twice (under its direction's label, and as a line of two stations) is one ride's.
        take('depart', ends[0]);
        take('arrive', ends[1]);
        routed.add('depart').add('arrive');
      }
    } else if (isRideDay(f) && (cur.mode || cur.depart || legs.length === 0)) {
      // A day labelled again after the ride named both its ends opens the next ride, though of the same day (a
      // table's rows, each a connection's flight with its day); a day read off an end's own line is that ride's.
      if (f.fact === 'date' && f.label !== '' && cur.depart && cur.arrive && cur.date !== undefined) push();
      take('date', f.value);
    } else if (f.fact === 'time') take('time', f.value);
    // "Connection: LE 1352" under a ride's ends: its vehicle's code and number, the kind left to the ride.
    else if (f.fact === 'service' && !cur.vehicle && (cur.depart || cur.arrive) && SERVICE_CODE.test(f.value.trim())) {
      cur.vehicle = f.value.trim();
      cur.vehicleOfNoKind = true;
    } else if (f.fact === 'gate' && cur.mode === 'flight') take('gate', f.value);
    else if (f.fact === 'seat') {
      // "Rezervace (místo)" over a fare's name: a seat's label whose value names no seat leaves the ride's seat open.
      if (cur.seat !== undefined && !seatOf(cur.seat)) cur.seat = undefined;
      take('seat', f.value);
    }
    // "Wagen 5" over a line "45": a coach's or class's label with a number after it is a value, not a label.
    else if ((f.fact === 'coach' || f.fact === 'class') && !/\d\s*$/.test(f.label)) take(f.fact, f.value);
    else if (f.fact === 'reference' && (cur.vehicle || cur.depart)) cur.reference ??= f.value;
    else if (f.fact === 'service' && cur.depart && /\d/.test(f.value) && f.value.trim().length <= 24) {
      cur.service ??= f.value.trim();
    } else if (f.fact === 'service' && cur.depart && NAMED_SERVICE.test(f.value.trim())) cur.service ??= f.value.trim();
    // "From: Frankfurt, Germany" / "Airport: FRA - Frankfurt Intl": the airport or station of the end named above.
    else if (f.fact === 'stop' && side && cur[side] !== undefined && !isWhenOnly(f.value, read)) {
      const whenKey = side === 'depart' ? 'departWhen' : 'arriveWhen';
      const named = cur[side] ?? '';
      if (isWhenOnly(named, read)) cur[whenKey] ??= named;
      else if (read(named).date || read(named).clock) continue;
      cur[side] = f.value;
    }
    // "Plats: 45", "Lugar: 12A", "Coche: 5": a place's or a car's label over a seat's or a coach's number is a ride's
    // seat or coach, as Swedish, Portuguese and Spanish tickets print them.
    else if (f.fact === 'venue' && (cur.depart || cur.vehicle) && SEAT_ALONE.test(f.value.trim())) {
      take('seat', f.value);
    } else if (f.fact === 'carModel' && (cur.depart || cur.vehicle) && /^\d{1,2}$/.test(f.value.trim())) {
      take('coach', f.value);
    }
    // A stay, car hire, table or event begins: the ride before it has ended.
    else if (OTHER_BOOKINGS.has(f.fact)) push();
  }
  push();
  const modes = new Set(legs.map((l) => l.mode).filter(Boolean));
  // A ride whose kind is not written takes the only kind the document names.
  if (modes.size === 1) for (const l of legs) l.mode ??= [...modes][0];
  return legs;
}

/**
 * A journey's direction heading a route with no day in it (`Outward` over `Gent St Pieters - Utrecht Centraal`), over
 * departure and arrival labels that give only their times: the direction's label is a day's, its value the ride's
 * route. Ends with a comma in them (`Göttingen, mit ICE`) name no place; a route over rides printed otherwise (a
 * flight's card naming its airports) is only the heading of those rides.
 */
function routesUnderDirection(facts: readonly LabelledFact[], read: ReadWhen): Set<LabelledFact> {
  const routes = new Set<LabelledFact>();
  for (const [i, f] of facts.entries()) {
    if (f.fact !== 'date' || /\d/.test(f.value) || f.value.includes(',') || !routeEnds(f.value)) continue;
    const next = facts.slice(i + 1).find((g) => g.fact === 'depart' || g.fact === 'arrive' || g.fact === 'date');
    if (next?.fact === 'depart' && isWhenOnly(next.value, read)) routes.add(f);
  }
  return routes;
}

/** Departure and arrival times of a ride: from its depart/arrive values, else its date and time facts. */
function timesOf(leg: LegFacts, dep: WhenAndRest, arr: WhenAndRest, read: ReadWhen) {
  const day = read(leg.date ?? '');
  // "Departure time: 07.10.2019 at 18:06": a time's label whose value gives the day too dates the ride.
  const timed = leg.time ? read(leg.time) : undefined;
  const date = dep.date ?? day.date ?? timed?.date;
  const clock = dep.clock ?? day.clock ?? timed?.clock;
  if (!date || !clock) return undefined;
  const departureTime = `${date}T${clock}:00${dep.offset ?? ''}`;
  let arrivalTime: string | undefined;
  if (arr.clock) {
    arrivalTime = `${arr.date ?? date}T${arr.clock}:00${arr.offset ?? ''}`;
    if (!arr.date && arr.daysLater) arrivalTime = plusDays(arrivalTime, arr.daysLater);
    else if (!arr.date && arrivalTime < departureTime) arrivalTime = plusDays(arrivalTime, 1);
    if (!inOrder(departureTime, arrivalTime) && !inOrderInZones(departureTime, dep.rest, arrivalTime, arr.rest)) {
      return undefined;
    }
  }
  return { departureTime, arrivalTime };
}

/** The zone of the airport a place names by its code in brackets (`(IAH)`), if the airport data knows it. */
function zoneOfCode(place: string): string | undefined {
  const code = /\(([A-Z]{3})\)/.exec(place)?.[1];
  return code ? findAirport(code)?.timeZone : undefined;
}

/**
 * Whether a flight that lands at an earlier clock than it left, on the day the document gives (`NRT 16:35` to
 * `IAH 14:35` the same day, over the date line), is in order as instants in its two airports' zones.
 */
function inOrderInZones(departureTime: string, from: string, arrivalTime: string, to: string): boolean {
  const [fromZone, toZone] = [zoneOfCode(from), zoneOfCode(to)];
  if (!fromZone || !toZone || departureTime.length > 19 || arrivalTime.length > 19) return false;
  const leaves = DateTime.fromISO(departureTime, { zone: fromZone });
  const lands = DateTime.fromISO(arrivalTime, { zone: toZone });
  return leaves.isValid && lands.isValid && leaves.toMillis() <= lands.toMillis();
}

/** Whether a time is not before another: as instants when both state their offset, else as wall clocks. */
function inOrder(earlier: string, later: string): boolean {
  if (earlier.length > 19 && later.length > 19) return Date.parse(earlier) <= Date.parse(later);
  return earlier.slice(0, 19) <= later.slice(0, 19);
}

/**
 * A ride's departure or arrival: its place, and the day and time given with it or under a label of their own. A place
 * that gives no time is kept whole ("VIE - Schwechat Intl": its code is no weekday).
 */
function endOf(place: string, when: string | undefined, read: ReadWhen): WhenAndRest {
  if (!when) return read(place);
  const named = read(place);
  if (named.date || named.clock) return read(`${place} ${when}`);
  const timed = read(when);
  return { ...timed, rest: `${named.rest} ${timed.rest}`.trim() };
}

/**
 * A code a sentence may name a booking by: letters and digits, with a digit in it or six capitals; not a name run on
 * to the number of its entry (a reservation system's `1.1OKAFOR/CHIDI MR` under `Your itinerary`). The lookahead
 * first lets a place that starts no code be passed by a plain character test, not the lookbehind's letter classes
 * (several times quicker over a whole document; the same matches).
 */
const SENTENCE_CODE = /(?=[A-Z0-9])(?<![\p{L}\d-])(?<!\d\.)(\d{3,6}(?: \d{3,6}){1,4}|[A-Z0-9]{5,12})(?![\p{L}\d-])/gu;

/**
 * A booking reference named in a sentence without a colon (`Your booking is confirmed. Booking reference KX7P2L`,
 * `Your booking reference is K4XQ7TZ`, `… zur Buchung 0013 4784 9934`): a code, or a number in groups of digits,
 * whose one to four words before it, but `is`, are a reference's label; not the last word of such a label printed in
 * capitals (`RESERVATION NUMBER`).
 */
export function referenceInSentence(text: string): string | undefined {
  let seen = 0;
  for (const m of text.matchAll(SENTENCE_CODE)) {
    if (++seen > 200) return undefined;
    const code = (m[1] ?? '').replace(/ /g, '');
    // "the details for your booking (ABCDEFG)": a code in brackets after its label is no word in capitals.
    const bracketed = text[m.index - 1] === '(' && text[m.index + (m[1] ?? '').length] === ')';
    // "RESERVATION CODE AAAAH": five capitals only after a label that says they are a code.
    const fiveCapitals = /^[A-Z]{5}$/.test(code);
    if (!/\d/.test(code) && !/^[A-Z]{6}$/.test(code) && !(bracketed && /^[A-Z]{5,8}$/.test(code)) && !fiveCapitals) {
      continue;
    }
    const words = text
      .slice(Math.max(0, m.index - 60), bracketed ? m.index - 1 : m.index)
      // "Your booking reference is:", "… est :": the verb, with its colon (a space before it as French prints it).
      .replace(/\s+(?:is|ist|est|es|è)\s*:?\s*$/i, '')
      // "Buchungscode:   ** QW7RT2 **": the stars that set a code off are no word of its label.
      .replace(/\s+\*+\s*$/, '')
      .trim()
      .split(/\s+/);
    // "RESERVATION NUMBER 4K7PQ2": a label printed in capitals ends in a word that reads as a code.
    if (factOfLabel(`${words.at(-1) ?? ''} ${code}`) === 'reference') continue;
    for (let k = Math.min(4, words.length); k >= 1; k--) {
      // "Ref. 400000000": a shortened label's stop stands for its colon.
      // "(Auftrag: 600000000000)": a label in brackets with its code.
      const label = words
        .slice(-k)
        .join(' ')
        .replace(/^\(/, '')
        .replace(/[:#.]$/, '');
      if (factOfLabel(label) !== 'reference') continue;
      if (!fiveCapitals || bracketed || namesCode(label)) return code;
    }
  }
  return undefined;
}

/** A subject that ends in a label and its code: `easyJet booking reference: K7WQ2MP`, `Reservation no. 4711-08`. */
const SUBJECT_REFERENCE =
  /(?:^|[\s:|–-])([\p{L}][\p{L}.]*(?: [\p{L}][\p{L}.]*){0,5})\s*[:#：]?\s+([A-Z0-9](?:[A-Z0-9]|-(?=[A-Z0-9])){4,15})\s*$/u;

/**
 * A booking reference the mail's subject labels, the sender's name or other words before the label aside (`easyJet
 * booking reference: K7WQ2MP`, `Ihre Buchungsnummer 4711-0815`): for a mail whose text prints the code only in a
 * sentence that labels it loosely (`here are the details for your booking K7WQ2MP`), and only when the text prints
 * the same code as a word of its own, so that a subject naming some other booking gives none.
 */
function referenceInSubject(subject: string | undefined, text: string): string | undefined {
  const m = SUBJECT_REFERENCE.exec(subject?.trim() ?? '');
  const code = m?.[2];
  if (!m?.[1] || !code || !/[A-Z]{2}|\d{3}/.test(code)) return undefined;
  const words = m[1].split(' ');
  const labelled = [4, 3, 2, 1].some(
    (k) => k <= words.length && factOfLabel(words.slice(-k).join(' ').replace(/[.]$/, '')) === 'reference',
  );
  if (!labelled) return undefined;
  const printed = new RegExp(`(?<![\\p{L}\\d-])${code}(?![\\p{L}\\d-])`, 'u');
  return printed.test(text) ? code : undefined;
}

/** Lines in a text message at most: a ticket sent as one is a few lines long. */
const MESSAGE_LINES = 20;

/**
 * A ticket's code alone on the first line of a short text message (`1NBNYMU-0` over its day, line and stops): letters
 * and digits, both, perhaps a ticket's count after a hyphen. Mail and pages open with their sender or a heading.
 */
function codeOpeningMessage(input: ExtractorInput, lines: readonly string[]): string | undefined {
  const written = lines.filter((line) => line.trim());
  if (input.kind !== 'text' || written.length > MESSAGE_LINES) return undefined;
  const code = /^[A-Z0-9]{6,14}(?:-\d{1,2})?$/.exec(written[0]?.trim() ?? '')?.[0];
  return code && /\d/.test(code) && /[A-Z]/.test(code) ? code : undefined;
}

/** Whether two values name the same flight by its designator (`TG921`, `TG 921 (operated by Thai Airways)`). */
function sameDesignator(a: string, b: string): boolean {
  const x = designatorOf(a);
  const y = designatorOf(b);
  return Boolean(x && y && x[0] === y[0] && Number(x[1]) === Number(y[1]));
}

/**
 * A booking reference under a heading row that names it first among other columns (`Номер бронирования: Статус
 * бронирования:` / `7158264 ПОДТВЕРЖДЕНО`, `Booking reference   Status` / `K7WQ2M   Confirmed`): the code that opens
 * the next line, when the heading holds no digit and the line below holds more than the code.
 */
function referenceUnderHeading(lines: readonly string[]): string | undefined {
  for (let i = 0; i < Math.min(lines.length, 400); i++) {
    const line = (lines[i] ?? '').trim();
    const column = / {3}/.test(line) ? referenceInColumn(lines, i) : undefined;
    if (column) return column;
    if (!line || line.length > 80 || /\d/.test(line)) continue;
    const words = line.split(/\s+/);
    const labelled = [4, 3, 2, 1].some(
      (k) =>
        k < words.length &&
        factOfLabel(
          words
            .slice(0, k)
            .join(' ')
            .replace(/[:：]$/, ''),
        ) === 'reference',
    );
    if (!labelled) continue;
    const below = lines.slice(i + 1, i + 3).find((l) => l.trim());
    const value = below?.trim() ?? '';
    if (!/\s/.test(value)) return undefined;
    return codeOf(value);
  }
  return undefined;
}

/**
 * A booking reference labelled by a later cell of a heading row (`Identity document      Booking code`) and printed
 * alone under that label's column on the next line (`                       XXB7Q2`).
 */
function referenceInColumn(lines: readonly string[], at: number): string | undefined {
  const heading = wideCells(lines[at] ?? '');
  const label = heading.slice(1).find((c) => c.text.length <= 40 && factOfLabel(c.text) === 'reference');
  if (!label) return undefined;
  const below = wideCells(lines[at + 1] ?? '');
  const [only] = below;
  if (below.length !== 1 || !only || Math.abs(only.start - label.start) > 2) return undefined;
  return codeOf(only.text);
}

const CODED_FLIGHT = /(?<![A-Z0-9])([A-Z0-9]{2})(?:\s?-\s?|\s)?(\d{1,4})(?!\d)/g;

/**
 * A flight's airline and number: a designator (`DL 1234`, `DL-1234`, `EZY8513`), else an airline's name (`Delta
 * 1234`); third, the airline's code as printed when it is not its IATA designator.
 */
function designatorOf(vehicle: string): [string, string, string?] | undefined {
  const coded = matchAll(vehicle, CODED_FLIGHT).find((m) => /[A-Z]/.test(m[1] ?? '') && airlineName(m[1]));
  if (coded?.[1] && coded[2]) return [coded[1], coded[2]];
  // "EZY8513": an airline's ICAO designator run on to the number, as some airlines print their flights.
  const icao = /(?<![A-Za-z0-9])([A-Z]{3})(\d{1,4})(?!\d)/.exec(vehicle);
  const iata = icao?.[1] ? airlineByIcao(icao[1]) : undefined;
  if (iata && icao?.[2]) return [iata, icao[2], icao[1]];
  const named = /^\s*(\p{L}[\p{L} .'&-]{1,40}?)\s+(\d{1,4})\s*$/u.exec(vehicle);
  const airline = named?.[1] ? airlineByName(named[1]) : undefined;
  return airline && named?.[2] ? [airline, named[2]] : undefined;
}

/** A printed airport name worth keeping: words, not a stray time, code or terminal left over from the value. */
function printedAirportName(name: string | undefined): string | undefined {
  const kept = name?.replace(/^[\s,–—-]+|[\s,–—-]+$/g, '').trim();
  return kept && /\p{L}{2}/u.test(kept) && !/\d{1,2}:\d{2}/.test(kept) && kept.length <= 60 ? kept : undefined;
}

/** The airline's name printed before its designator (`Iberia IB 3401`, `SAS SK 1417`), when it is the airline's. */
function printedAirlineName(vehicle: string, code: string, printedCode = code): string | undefined {
  const at = vehicle.search(new RegExp(`(?<![A-Z0-9])${printedCode}\\s?-?\\s?\\d`));
  const name =
    at > 0
      ? vehicle
          .slice(0, at)
          .replace(/[\s,:|–—-]+$/, '')
          .trim()
      : '';
  if (name && /^\p{L}[\p{L} .'&-]{1,40}$/u.test(name) && isAirlineCalled(name, code)) return name;
  // "IB3677 (operated by Iberia Express)": a carrier of the airline's own name operates the flight under its code.
  const operator = /\(operated by ([^()]{2,40})\)/.exec(vehicle)?.[1]?.trim();
  const own = airlineName(code)?.split(' ')[0];
  if (operator && own && own.length >= 3 && operator.startsWith(`${own} `)) return operator;
  // "IB3549, Iberia": the name after the designator and a comma or bar.
  const after =
    at >= 0
      ? /^[A-Z0-9]{2,3}\s?-?\s?\d{1,4}\s*[,|]\s*(\p{L}[\p{L} .'&-]{1,40}?)\s*$/u.exec(vehicle.slice(at))?.[1]
      : undefined;
  return after && isAirlineCalled(after, code) ? after : undefined;
}

/**
 * The seats a list gives each flight by its designator (`Seats: EZY8513 14F, EZY8518 7A`), by the flight's airline and
 * number (`U2 8513`), or by its two airports (`Seats: SFO-ORD 23C  ORD-SFO 19F`, keyed `SFO-ORD`).
 */
function seatsByFlight(facts: readonly LabelledFact[]): Map<string, string> {
  const seats = new Map<string, string>();
  for (const f of facts) {
    if (f.fact !== 'seat') continue;
    for (const m of f.value.matchAll(/(?<![A-Z0-9])([A-Z0-9]{2,3}\s?\d{1,4})\s+(\d{1,3}[A-K])(?![\p{L}\d])/gu)) {
      const designator = designatorOf(m[1] ?? '');
      if (designator && m[2]) seats.set(`${designator[0]} ${Number(designator[1])}`, m[2]);
    }
    // "Seats: SFO-ORD 23C  ORD-SFO 19F": by the flight's two airports.
    for (const m of f.value.matchAll(/(?<![A-Z0-9])([A-Z]{3})-([A-Z]{3})\s+(\d{1,3}[A-K])(?![\p{L}\d])/gu)) {
      if (m[3]) seats.set(`${m[1]}-${m[2]}`, m[3]);
    }
  }
  return seats;
}

/** Seats listed one for each ride: `12C / 14A`, `23A, 23B`. */
const SEAT_LIST = /^\s*\d{1,3}[A-K](?:\s*[/,]\s*\d{1,3}[A-K])+\s*$/;

/** No airports vouched for beyond the airport data. */
const NO_CODES: ReadonlySet<string> = new Set();

/**
 * An airport named in a value, or the bracketed code alone (`(DXJ)`) of one a reservation system's segment line
 * vouches for (`vouched`), though the airport data does not know it.
 */
function airportOrVouched(
  place: string,
  vouched: ReadonlySet<string>,
): { iataCode: string; name?: string } | undefined {
  const code = /^\(([A-Z]{3})\)$/.exec(place.trim())?.[1];
  return airportIn(place) ?? (code && vouched.has(code) ? { iataCode: code } : undefined);
}

/** A flight's two ends as its leg writes them: each side's day and rest, two different airports, and the times. */
function airportEnds(leg: LegFacts, read: ReadWhen, vouched: ReadonlySet<string> = NO_CODES, text = '') {
  if (!leg.depart || !leg.arrive) return undefined;
  const dep = endOf(leg.depart, leg.departWhen, read);
  const arr = endOf(leg.arrive, leg.arriveWhen, read);
  let from = airportOrVouched(dep.rest, vouched);
  let to = airportOrVouched(arr.rest, vouched);
  const times = timesOf(leg, dep, arr, read);
  if (!times) return undefined;
  // "Madrid" to "Barcelona": a town's name that airports of several countries share, settled by the document.
  const namesake = (place: string, departs: boolean, otherEnd?: string) =>
    namesakeAirportIn(place, { text, otherEnd, departs, ...times });
  if (!from) from = namesake(dep.rest, true, to?.iataCode);
  if (!to) to = namesake(arr.rest, false, from?.iataCode);
  if (!from && to) from = namesake(dep.rest, true, to.iataCode);
  if (!from || !to || from.iataCode === to.iataCode) return undefined;
  return { dep, arr, from, to, times };
}

/** A flight printed by its number alone (`1023`, `# 1822`): the number. */
const NUMBER_ONLY = /^\s*#?\s*(\d{2,4})\s*$/;

function flightOf(
  leg: LegFacts,
  common: Common,
  read: ReadWhen,
  listedSeats: ReadonlyMap<string, string> = new Map(),
  senderIata?: string,
  vouched: ReadonlySet<string> = NO_CODES,
  text = '',
): Reservation[] | undefined {
  // "Flight 1023" in mail an airline signs with its name: that airline's flight.
  const numbered = senderIata ? NUMBER_ONLY.exec(leg.vehicle ?? '')?.[1] : undefined;
  const designator = designatorOf(leg.vehicle ?? '') ?? (senderIata && numbered ? [senderIata, numbered] : undefined);
  if (!designator && leg.airlineOnly) return numberlessFlightOf(leg, common, read);
  const ends = designator ? airportEnds(leg, read, vouched, text) : undefined;
  if (!designator || !ends) return undefined;
  const { dep, arr, from, to, times } = ends;
  return [
    flightReservation({
      ...common,
      airlineIata: designator[0],
      airlineName: printedAirlineName(leg.vehicle ?? '', designator[0], designator[2]),
      flightNumber: String(Number(designator[1])),
      // The airport as the document names it ("Dublin (DUB)"), as a traveller reads it there.
      departureAirport: { iataCode: from.iataCode, name: printedAirportName(from.name) },
      arrivalAirport: { iataCode: to.iataCode, name: printedAirportName(to.name) },
      departureTerminal: terminalIn(dep.rest),
      arrivalTerminal: terminalIn(arr.rest),
      ...times,
      departureGate: gateOf(leg.gate),
      seat:
        seatOf(leg.seat) ??
        listedSeats.get(`${designator[0]} ${Number(designator[1])}`) ??
        listedSeats.get(`${from.iataCode}-${to.iataCode}`),
    }),
  ];
}

/** A gate as a board shows it (`29`, `B22`, `E7A`): anything longer is a sentence about the gate, not its name. */
const GATE = /^[A-Z]{0,2}\d{1,3}[A-Z]?$/;

function gateOf(value: string | undefined): string | undefined {
  const gate = value?.trim();
  return gate && GATE.test(gate) ? gate : undefined;
}

/** A flight a card names by its airline alone (`Go Air`), its number not printed: both airports and times known. */
function numberlessFlightOf(leg: LegFacts, common: Common, read: ReadWhen): Reservation[] | undefined {
  const airline = airlineByName(leg.vehicle?.trim());
  const ends = airline ? airportEnds(leg, read) : undefined;
  if (!airline || !ends) return undefined;
  const { from, to, times } = ends;
  return [
    flightReservation({
      ...common,
      airlineIata: airline,
      airlineName: leg.vehicle?.trim(),
      departureAirport: { iataCode: from.iataCode, name: printedAirportName(from.name) },
      arrivalAirport: { iataCode: to.iataCode, name: printedAirportName(to.name) },
      ...times,
    }),
  ];
}

/** A seat given after its passenger's name: `RAUSS/ARMIN MR:  07D (Non-smoking)`. */
const NAMED_SEAT = /^\s*[\p{L}' -]+\/[\p{L}' -]+:\s*/u;

function seatOf(value: string | undefined): string | undefined {
  // "Seat 32C", "Sitzplatz 45": the value may repeat its label's word.
  const bare = value
    ?.replace(NAMED_SEAT, '')
    .replace(
      /^\s*(?:seat|sitz(?:platz)?|platz|si[eè]ge|place|asiento|posto|plaats|plats|miejsce|m[ií]sto)\s*:?\s*/i,
      '',
    );
  // "Seats: 51, 52, 55, 56": the seats of several travellers, as printed.
  return bare ? seatsOpening(bare.trim()) : undefined;
}

/**
 * A ride's end named by its town, not by a station the data knows (`London`, `New York Penn Station`, `Praha,
 * Florenc`), is placed in that town and its country, where its clock is read. A ferry's port is no railway station
 * whatever the station data holds of that name (`Dover`, `Palermo`): it is placed in its town all the same.
 */
function inCityWhenNoStation(ride: Reservation, end: string, near?: string, port = false): void {
  const station = (ride.reservationFor as JsonLdObject | undefined)?.[end] as JsonLdObject | undefined;
  const name = typeof station?.name === 'string' ? station.name : undefined;
  const byTown = name && (port || !stationIn(name));
  const alone = byTown ? townOf(name) : undefined;
  // A town's name several countries share is the one in the country of the ride's other end.
  const town = alone ?? (byTown && near ? townOf(name, near) : undefined);
  const country = town ? findCity(town, alone ? undefined : near)?.country : undefined;
  if (station && town) {
    station.address = {
      '@type': 'PostalAddress',
      addressLocality: town,
      ...(country ? { addressCountry: country } : {}),
    };
  }
}

/** A station's name closed by the railway's code of three capitals in brackets: `Washington (Union Station), DC (WAS)`. */
function withoutStationCode(name: string): string {
  const bare = name.replace(/\s+\([A-Z]{3}\)$/, '');
  return /\p{L}{2}/u.test(bare) ? bare : name;
}

/** A service named by its route and its line's code in brackets: `Praha → Vídeň (SA)`. */
const NAMED_SERVICE = /^(\p{L}[^()]{2,40}?\s(?:→|->|–|-)\s[^()]{2,40}?)\s*\(([A-Z0-9]{1,5})\)$/u;

/** A bus's number printed after its service's label (`Line X43` → `X43`); any other vehicle as it is. */
function withoutServiceLabel(vehicle: string): string {
  const m = /^(\p{L}[\p{L} ]{0,20}?)\s+(\S*\d\S*)$/u.exec(vehicle);
  return m?.[1] && m[2] && factOfLabel(m[1]) === 'service' ? m[2] : vehicle;
}

function groundOf(leg: LegFacts, common: Common, read: ReadWhen): Reservation[] | undefined {
  if (!leg.depart || !leg.arrive) return undefined;
  const dep = endOf(leg.depart, leg.departWhen, read);
  const arr = endOf(leg.arrive, leg.arriveWhen, read);
  const times = timesOf(leg, dep, arr, read);
  if (!times) return undefined;
  const vehicle = leg.vehicle?.trim();
  // "Nürnberg Hbf 07:28 Gleis 8": the platform printed after a stop is no part of its name.
  const depPlatform = platformIn(dep.rest);
  const arrPlatform = platformIn(arr.rest);
  const depRest = depPlatform.rest;
  const arrRest = arrPlatform.rest;
  if (leg.mode === 'train') {
    // "Washington (Union Station), DC (WAS)": the railway's code of the station closing its name is no part of it.
    const depRest = withoutStationCode(depPlatform.rest);
    const arrRest = withoutStationCode(arrPlatform.rest);
    // A ride named by no vehicle is a train only where one end at least is a station the data knows by that name.
    const unnamed = !vehicle && Boolean(stationIn(depRest) || stationIn(arrRest));
    // A numbered train may run between stations the data does not hold, named after their towns ("New York Penn
    // Station"); so may a ride named by no vehicle at its end away from the station the data knows ("Cork Kent").
    const known = (rest: string) => stationOrCityIn(rest) ?? (vehicle || unnamed ? knownPlace(rest) : undefined);
    // A timetable's row names its stop as the railway does: one the data lacks, across from one it knows, is a stop.
    const printed = (rest: string, other: string) =>
      vehicle && leg.rows && isPlaceName(rest) && stationIn(other) ? rest : undefined;
    const from = known(depRest) ?? printed(depRest, arrRest);
    const to = known(arrRest) ?? printed(arrRest, depRest);
    if (!from || !to || from === to || (!unnamed && (!vehicle || !/\d/.test(vehicle) || vehicle.length > 24))) {
      return undefined;
    }
    const named = serviceAndNumber(vehicle);
    const train = trainReservation({
      ...common,
      trainNumber: named?.number ?? (vehicle || undefined),
      trainName: named?.name,
      departureStation: from,
      arrivalStation: to,
      departurePlatform: depPlatform.platform,
      arrivalPlatform: arrPlatform.platform,
      ...times,
      seat: seatOf(leg.seat),
      coach: coachOf(leg.coach),
      seatingType: classOf(leg.class),
    });
    for (const end of ['departureStation', 'arrivalStation']) inCityWhenNoStation(train, end);
    return [train];
  }
  // "Madrid" to "Valencia": a town's name several countries share is the one in the country of the other end.
  const depCountry = countryOfPlace(depRest);
  const arrCountry = countryOfPlace(arrRest);
  // A bus stop the data does not hold (`Departure: 07:30 Autohof Garrel`), printed under its end's label
  // with that end's clock, is named as printed when the ride is timed at both ends on a day.
  const stop = (end: WhenAndRest, rest: string) =>
    leg.mode === 'bus' && !leg.rows && end.clock && times.arrivalTime && isPrintedStop(rest) ? rest : undefined;
  const from = knownPlace(depRest) ?? (arrCountry ? knownPlace(depRest, arrCountry) : undefined) ?? stop(dep, depRest);
  const to = knownPlace(arrRest) ?? (depCountry ? knownPlace(arrRest, depCountry) : undefined) ?? stop(arr, arrRest);
  if (!from || !to || from === to) return undefined;
  if (leg.mode === 'bus') {
    const named = leg.service ? NAMED_SERVICE.exec(leg.service) : null;
    const busNumber =
      vehicle && /\d/.test(vehicle) && vehicle.length <= 24
        ? withoutServiceLabel(vehicle)
        : named
          ? named[2]
          : leg.service;
    const bus = busReservation({
      ...common,
      busNumber,
      busName: named?.[1],
      departureBusStop: from,
      arrivalBusStop: to,
      ...times,
      seat: seatOf(leg.seat),
    });
    inCityWhenNoStation(bus, 'departureBusStop', arrCountry);
    inCityWhenNoStation(bus, 'arrivalBusStop', depCountry);
    return [bus];
  }
  const name = vehicle && isPlaceName(vehicle) ? vehicle : undefined;
  const boat = boatReservation({ ...common, name, departureTerminal: from, arrivalTerminal: to, ...times });
  inCityWhenNoStation(boat, 'departureBoatTerminal', arrCountry, true);
  inCityWhenNoStation(boat, 'arrivalBoatTerminal', depCountry, true);
  return [boat];
}

/** Words a time's value may print after its clock that name no stop (`07:30 local time`, `07:30 Uhr`). */
const NOT_A_STOP = /^(?:local|time|ortszeit|uhr|heure|hora|ora|h|hrs?|am|pm|approx|ca|circa|tbc|tba)\.?$/i;

/** A stop's name as printed: a capital first, a few words of letters, no clock or day in it, none a time's word. */
function isPrintedStop(rest: string): boolean {
  return (
    /^\p{Lu}[\p{L}'’ .,()/-]{2,60}$/u.test(rest) &&
    isPlaceName(rest) &&
    !rest.split(/[\s,()/]+/).some((word) => NOT_A_STOP.test(word))
  );
}

/** Whether both ends of a ride are stations the data knows by their full names, the platform printed after aside. */
function endsAtStations(leg: LegFacts, read: ReadWhen): boolean {
  if (!leg.depart || !leg.arrive) return false;
  const places = [endOf(leg.depart, leg.departWhen, read), endOf(leg.arrive, leg.arriveWhen, read)];
  return places.every((end) => isStationByFullName(platformIn(end.rest).rest));
}

/** Whether one end of a ride at least is a station the data knows by its full name, the platform printed after aside. */
function leavesOrReachesStation(leg: LegFacts, read: ReadWhen): boolean {
  if (!leg.depart || !leg.arrive) return false;
  const places = [endOf(leg.depart, leg.departWhen, read), endOf(leg.arrive, leg.arriveWhen, read)];
  return places.some((end) => isStationByFullName(platformIn(end.rest).rest));
}

/**
 * The rides less those printed again: a mail that sums its booking up above its details (or below them) names each
 * ride twice, and a ride whose every fact an earlier ride gives alike, both its ends and a day among them, is that
 * ride. A copy that differs in anything (another day, another vehicle, another seat) stays a ride of its own.
 */
function withoutRepeats(legs: LegFacts[], read: ReadWhen): LegFacts[] {
  return legs.filter((leg, i) => !(isDated(leg, read) && legs.slice(0, i).some((earlier) => repeats(leg, earlier))));
}

/** Whether a ride names both its ends and the day it runs. */
function isDated(leg: LegFacts, read: ReadWhen): boolean {
  if (!leg.depart || !leg.arrive) return false;
  return [leg.depart, leg.date, leg.departWhen].some((v) => v !== undefined && read(v).date !== undefined);
}

/**
 * Whether a ride printed again names another vehicle for it: the same ends, day and departure clock, every other fact
 * alike, and another number on the train or bus (`ICE 123`, then `ICE 125`). Which one runs is unknown.
 */
function contradicts(leg: LegFacts, earlier: LegFacts, read: ReadWhen): boolean {
  // A flight printed under its marketing and its operating carrier's numbers is one flight: only its own numbers differ.
  if (leg.mode === 'flight' || earlier.mode === 'flight') return false;
  const number = (vehicle: string | undefined) => /(\d+)\D*$/.exec(vehicle ?? '')?.[1];
  const [mine, theirs] = [number(leg.vehicle), number(earlier.vehicle)];
  if (!mine || !theirs || Number(mine) === Number(theirs)) return false;
  const clock = [leg.depart, leg.departWhen].some((v) => v !== undefined && read(v).clock !== undefined);
  return (
    clock &&
    repeats({ ...leg, vehicle: undefined }, earlier) &&
    (['depart', 'arrive', 'departWhen', 'date'] as const).every((key) => earlier[key] === leg[key])
  );
}

/** Whether every fact a ride gives, an earlier ride gives alike. */
function repeats(leg: LegFacts, earlier: LegFacts): boolean {
  return Object.entries(leg).every(([key, value]) => value === undefined || earlier[key as keyof LegFacts] === value);
}

/** Every ride, or none: a ride that does not read whole makes the grouping of the others doubtful too. */
function ridesOf(
  facts: readonly LabelledFact[],
  common: Common,
  read: ReadWhen,
  spoken: SpokenKind | undefined,
  senderIata?: string,
  vouched: ReadonlySet<string> = NO_CODES,
  text = '',
): Reservation[] {
  // "Flight Tracker": a flight's label before words without a number, with no ends or day, is no ride.
  const legs = withoutRepeats(
    legsOf(facts, read).filter(
      (l) => !(l.mode === 'flight' && !/\d/.test(l.vehicle ?? '') && !l.depart && !l.arrive && !l.date),
    ),
    read,
  );
  // Rides that name no vehicle ("Depart: London Kings Cross 09:00") are of the one kind the document speaks of.
  // A vehicle named under a label that gives no kind (`Connection: LE 1352`) leaves the ride's kind to these rules.
  const kindless = (l: LegFacts) => !l.mode && (!l.vehicle || l.vehicleOfNoKind === true);
  if (spoken && legs.every(kindless)) for (const l of legs) l.mode = spoken;
  // A document that speaks of no kind of ride: rides between stations the data knows by their full names are trains.
  else if (!spoken && legs.every((l) => kindless(l) && endsAtStations(l, read))) {
    for (const l of legs) l.mode = 'train';
  }
  // …and rides that each give a seat in a coach ("Coach B Seat 31"), a train's carriage, from a station the data knows
  // by its full name are trains too.
  else if (!spoken && legs.every((l) => kindless(l) && l.coach !== undefined && leavesOrReachesStation(l, read))) {
    for (const l of legs) l.mode = 'train';
  }
  if (legs.length === 0 || legs.length > 16) return [];
  // A ride printed twice with another vehicle leaves the booking's rides in doubt: none is read.
  if (
    legs.some((leg, i) => isDated(leg, read) && legs.slice(0, i).some((earlier) => contradicts(leg, earlier, read)))
  ) {
    return [];
  }
  // "Seats: 12C / 14A": one seat for each ride, in the order of the rides, when one traveller is named (for several,
  // the list may be a seat for each of them).
  const seatEach = facts
    .filter((f) => f.fact === 'seat')
    .map((f) => ({ value: f.value, seats: SEAT_LIST.test(f.value) ? f.value.split(/\s*[/,]\s*/) : [] }))
    .find((l) => l.seats.length === legs.length && legs.length > 1);
  if (seatEach && peopleOf(facts).length <= 1) {
    for (const [k, leg] of legs.entries())
      if (leg.seat === undefined || leg.seat === seatEach.value) leg.seat = seatEach.seats[k];
  }
  const listedSeats = seatsByFlight(facts);
  const rides: Reservation[] = [];
  // A booking labelled by its passenger name record (`PNR: …`) names the rides' own record: a reference printed later
  // in a ride's block (`OB Reference No.`, a payment's) is not theirs.
  const byRecord = facts.some(
    (f) => f.fact === 'reference' && /^pnr\b/i.test(f.label) && codeOf(f.value) === common.reservationNumber,
  );
  for (const leg of legs) {
    const own = leg.reference && !byRecord ? codeOf(leg.reference) : undefined;
    // "IB/ZT8M4P": the airline's own record, its code before the slash.
    const shared = {
      ...common,
      reservationNumber: own?.replace(/^[A-Z0-9]{2}\/(?=[A-Z0-9]{5,8}$)/, '') ?? common.reservationNumber,
    };
    const ride =
      leg.mode === 'flight'
        ? flightOf(leg, shared, read, listedSeats, senderIata, vouched, text)
        : leg.mode
          ? groundOf(leg, shared, read)
          : undefined;
    if (!ride) return [];
    rides.push(...ride);
  }
  return rides;
}

function first(facts: readonly LabelledFact[], fact: Fact): string | undefined {
  return facts.find((f) => f.fact === fact)?.value.trim();
}

function all(facts: readonly LabelledFact[], fact: Fact): string[] {
  return facts.filter((f) => f.fact === fact).map((f) => f.value.trim());
}

/** The first value of a fact that reads as a name: no day or time in it, no address book entry or link. */
function namedAt(facts: readonly LabelledFact[], fact: Fact): { name: string; line: number } | undefined {
  for (const f of facts) {
    if (f.fact !== fact) continue;
    const name = f.value
      .trim()
      .replace(/^[\s*•·–—-]+/, '')
      .trim();
    const when = readWhen(name);
    // A venue may be given with its address, its words more than a place name's (`Coliseu dos Recreios, Rua das
    // Portas de Santo Antão 96, Lisboa`).
    const placed = isPlaceName(name) || (fact === 'venue' && isAddressedPlace(name));
    if (!when.date && !when.clock && placed) return { name, line: f.line };
  }
  return undefined;
}

function nameOf(facts: readonly LabelledFact[], fact: Fact): string | undefined {
  return namedAt(facts, fact)?.name;
}

/** A check-in or check-out: the day of the first of its values that has one, the time of any that has one. */
function dayAndClock(values: readonly string[], read: ReadWhen): { date?: string; time?: string } {
  return dayAndClockOf(values.map(read));
}

/**
 * Whether one booking's single stay or hire is printed twice with another day in the copy: the values of one end
 * (check-out, drop-off) name two days while those of the other end name one. Which day is right is unknown. Several
 * stays or hires differ at both ends (another hotel from another day), and are read as before.
 */
function copiesDisagree(start: readonly string[], end: readonly string[], read: ReadWhen): boolean {
  const days = (values: readonly string[]) =>
    new Set(values.map((v) => read(v).date).filter((d) => d !== undefined)).size;
  return days(start) > 1 !== days(end) > 1;
}

/** The day of the first of the readings that has one, the clock of any that has one, the offset of the one with both. */
function dayAndClockOf(whens: readonly WhenAndRest[]): { date?: string; time?: string } {
  let date: string | undefined;
  let clock: string | undefined;
  let offset: string | undefined;
  for (const when of whens) {
    date ??= when.date;
    clock ??= when.clock;
    if (when.offset && when.date === date && when.clock === clock) offset ??= when.offset;
  }
  return { date, time: date ? (clock ? `${date}T${clock}:00${offset ?? ''}` : date) : undefined };
}

/**
 * An address printed without a label on the line below a hotel's name (`Unter den Linden 77, 10117 Berlin`): a street
 * with a number, then a town with its postal code.
 */
function addressBelow(lines: readonly string[], line: number | undefined, name?: string): string | undefined {
  if (line === undefined) return undefined;
  let skipped = false;
  for (let j = line + 1; j < Math.min(lines.length, line + 4); j++) {
    const next = lines[j]?.trim() ?? '';
    if (!next) continue;
    // A label alone on its line has the hotel's name on the next one, and the address under it.
    if (!skipped && next === name?.trim()) {
      skipped = true;
      continue;
    }
    if (isAddressLine(next)) return withAddressCommas(next);
    return streetOverTown(next, lines[j + 1]?.trim() ?? '');
  }
  return undefined;
}

/**
 * "Keizersgracht 100" / "1015 CX Amsterdam": a street and its number over the postal code and town, joined. A line
 * without a number over a whole address is a name over it, not a street.
 */
function streetOverTown(street: string, below: string): string | undefined {
  if (!below || /[,:：]/.test(street) || !/\d/.test(street) || factOfLabel(below)) return undefined;
  const joined = `${street}, ${below}`;
  return isAddressLine(joined) && !isAddressLine(below) ? joined : undefined;
}

/**
 * A place's name, then its address (`The Langham, 1C Portland Place, London, W1B 1JA`, `Heathrow Terminal 5, Wallis
 * Road, Hounslow, TW6 2GA`): an address line, or a town with its postal code, after a name.
 */
function isNamedAddress(value: string): boolean {
  if (isAddressLine(value)) return true;
  const comma = value.indexOf(',');
  const name = value.slice(0, comma).trim();
  const rest = value.slice(comma + 1).trim();
  if (comma < 0 || !isPlaceName(name) || name.split(/\s+/).length > 6 || /[:：]/.test(value)) return false;
  if (isAddressLine(rest)) return true;
  const address = addressFromLine(rest);
  return Boolean(address.addressLocality && address.postalCode && rest.length <= 80);
}

/**
 * A street with its number, a postal code and a town printed without commas (`1 Example Street EC1A 1AA London`,
 * `Hauptstraße 5 10117 Berlin`): the postal code a British one or of four or five digits (a Dutch one with its two
 * letters), the town one to three capitalised words.
 */
const UNCOMMA_ADDRESS =
  /^(\d{1,5}[a-z]?\s+\p{Lu}[\p{L}'’.-]*(?:\s+\p{L}[\p{L}'’.-]*){0,4}|\p{Lu}[\p{L}'’.-]*(?:\s+\p{L}[\p{L}'’.-]*){0,4}\s+\d{1,5}[a-z]?)\s+([A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}|\d{4}\s?[A-Z]{2}|\d{4,5})\s+(\p{Lu}[\p{L}'’.-]*(?:[\s-]\p{Lu}[\p{L}'’.-]*){0,2})$/u;

/** An address line as `addressFromLine` reads it: one printed without commas (see `UNCOMMA_ADDRESS`) given them. */
function withAddressCommas(line: string): string {
  if (line.includes(',')) return line;
  const m = UNCOMMA_ADDRESS.exec(line.trim());
  if (!m) return line;
  // A British postcode follows its town where commas part the lines ("London EC1A 1AA").
  return /^[A-Z]/.test(m[2] ?? '') ? `${m[1]}, ${m[3]} ${m[2]}` : `${m[1]}, ${m[2]} ${m[3]}`;
}

/** An unlabelled one-line address: a street with a number, then a town with its postal code or country. */
function isAddressLine(printed: string): boolean {
  const line = withAddressCommas(printed);
  if (line.length > 120 || !/\d/.test(line) || !line.includes(',') || /[:：]/.test(line)) return false;
  const address = addressFromLine(line);
  const placed = address.postalCode || address.addressCountry;
  return Boolean(address.addressLocality && placed && /\d/.test(address.streetAddress ?? ''));
}

/**
 * A hotel or restaurant printed without a label: its name on the line above its address (`Marriott Marquis Chicago` /
 * `2121 South Prairie Avenue, Chicago, Illinois 60616 USA`), the first such pair of the document. The name is a short
 * line of words, no sentence, no label.
 */
/**
 * "Your stay at The Harbour Hotel is confirmed", "Your booking is confirmed at Example Hotel": the place a sentence says
 * the stay is at, in capitalised words.
 */
const STAY_AT =
  /\b(?:stay|booking|reservation|room)\s+(?:is\s+confirmed\s+)?at\s+((?:the\s+)?\p{Lu}[\p{L}'’&.-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}'’&.-]*){0,5})(?=\s+(?:is|has|was|in|on|for|from)\b|\s*[.,!]|\s*$)/u;

/** A stay's length or its rooms counted: `2 nights`, `1 room`, `3 Nächte`. */
const STAY_COUNT = /\b\d{1,2}\s+(?:nights?|rooms?|nuits?|n[äa]chte|nacht|noches?|notti|nachten)\b/iu;

/** A rental's line that names its host: `Hosted by Greg`, `Entire rental unit hosted by Rita`. */
const HOST_LINE =
  /^(?:[\p{L} ]{0,40}\s)?(?:hosted by|gastgeber(?:in)?:?|hôte\s?:|anfitri[oó]n:?)\s+\p{Lu}[\p{L}'-]*(?:\s\p{Lu}[\p{L}'-]*)?$/iu;

/** A rented home's title, printed on the line above the one that names its host. */
function listingAboveHost(lines: readonly string[]): string | undefined {
  for (let i = 1; i < Math.min(lines.length, 60); i++) {
    if (!HOST_LINE.test((lines[i] ?? '').trim())) continue;
    const title = (lines[i - 1] ?? '').trim();
    return isTitleLine(title) && !factOfLabel(title) ? title : undefined;
  }
  return undefined;
}

/**
 * A hotel the subject names and the mail prints alone on a line (`Booking Confirmation Thon Hotel Brussels City
 * Centre` / `Thon Hotel Brussels City Centre`): a line of a few words, one a word for lodging, that ends the subject.
 */
function stayNamedInSubject(lines: readonly string[], subject: string | undefined): string | undefined {
  const ending = subject?.trim().toLowerCase();
  if (!ending) return undefined;
  for (const raw of lines.slice(0, 40)) {
    const line = raw.trim();
    if (line.length < 6 || !LODGING_WORD.test(line) || !isTitleLine(line) || factOfLabel(line)) continue;
    if (isPlaceName(line) && ending.endsWith(line.toLowerCase())) return line;
  }
  return undefined;
}

function stayNamedInSentence(lines: readonly string[]): string | undefined {
  for (const line of lines.slice(0, 60)) {
    const name = STAY_AT.exec(line)?.[1]?.trim();
    if (name && isPlaceName(name)) return name;
  }
  return undefined;
}

function placeAboveAddress(lines: readonly string[]): { name: string; address: string } | undefined {
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]?.trim() ?? '';
    // The address on one line, or its street over its postal code and town (`8 rue de la République` / `69002 Lyon`).
    const address = !line ? undefined : isAddressLine(line) ? line : streetOverTown(line, lines[i + 1]?.trim() ?? '');
    if (!address) continue;
    let j = i - 1;
    while (j > 0 && !(lines[j] ?? '').trim()) j--;
    const name = (lines[j] ?? '').trim();
    const sentence = /[.!?]$/.test(name) || /[:：@]/.test(name) || name.split(/\s+/).length > 8;
    // "Meeting point" over its address: a label alone on its line names no place; "Ref. 400000000", a long number's
    // line, neither.
    // "Your reservation 2 nights, 1 room", a cell that counts the stay, names no place either.
    const named = !/^\d/.test(name) && !/\d{5}/.test(name) && !factOfLabel(name) && !STAY_COUNT.test(name);
    if (name && !sentence && isPlaceName(name) && named) return { name, address: withAddressCommas(address) };
    return undefined;
  }
  return undefined;
}

/**
 * Times labelled as a departure's or an arrival's (`Hora de salida: hasta las 12:00`): in a stay, its check-out's and
 * check-in's.
 */
function timesBySide(facts: readonly LabelledFact[]): { arrive: string[]; depart: string[] } {
  const sides = { arrive: [] as string[], depart: [] as string[] };
  for (const f of facts) {
    if (f.fact !== 'time') continue;
    const words = f.label.trim().split(/\s+/);
    const side = words.map((w) => factOfLabel(w)).find((fact) => fact === 'depart' || fact === 'arrive');
    if (side) sides[side].push(f.value);
  }
  return sides;
}

/** A word for a kind of lodging that a chain's name ends with (`Premier Inn`, `Staybridge Suites`), in English. */
const CHAIN_LODGING = /^(?:inn|hotel|hostel|lodge|motel|suites|resort)$/i;
/** A word for lodging anywhere in a hotel's name, in the languages of the labels. */
const LODGING_WORD =
  /(?<![\p{L}])(?:inn|hotel|hôtel|hotell|hostel|hostal|lodge|motel|suites|resort|albergo|pension|gasthof|apartments?)(?![\p{L}])/iu;

/**
 * A chain's hotel named by its site alone (`Hotel: Edinburgh City Centre (Princes Street)`) in the chain's own mail
 * (`From: Premier Inn`): the chain's name before the site's. The sender must be a company that `senderCompany`
 * accepts whose name ends with a word for lodging (a group's plural, `Hotels`, heads no hotel's name), and the
 * labelled name must hold no word for lodging of its own.
 */
function chainHotelName(name: string, sender: string | undefined): string | undefined {
  if (!sender || /[.@]/.test(sender) || !CHAIN_LODGING.test(sender.split(/\s+/).at(-1) ?? '')) return undefined;
  if (sender.split(/\s+/).length < 2 || LODGING_WORD.test(name)) return undefined;
  return name.toLowerCase().includes(sender.toLowerCase()) ? undefined : `${sender} ${name}`;
}

function stayOf(
  facts: readonly LabelledFact[],
  common: Common,
  withRides: boolean,
  read: ReadWhen,
  lines: readonly string[],
  chain?: string,
  subject?: string,
): Reservation[] {
  // An address has a number: a street's or a postcode's ("Address   IFSC CODE" is a heading beside another).
  const address = all(facts, 'address').find((a) => /\d/.test(a));
  // "Accommodation: Lakeside Inn, 1 Lake Rd, Keswick …": with no address of its own, the name's tail is one.
  // A heading's day ("HOTEL - Tuesday, 10 Mar 2026") is no name and address.
  const labelledHotel = first(facts, 'hotel')?.trim() ?? '';
  const inline = address || read(labelledHotel).date ? undefined : /^([^,]{2,80}?),\s*(\S.*\d.*)$/.exec(labelledHotel);
  const inlineName = inline?.[1]?.trim();
  const times = withRides ? { arrive: [], depart: [] } : timesBySide(facts);
  const dated = (fact: Fact) => facts.filter((f) => f.fact === fact).map((f) => withDayAbove(f, lines, read));
  let checkin = dayAndClock(dated('checkin').concat(withRides ? [] : all(facts, 'arrive'), times.arrive), read);
  // "Check-out: Sun 16 July 2017 (08:00 - 12:00)": a window to leave in; the stay lasts until it closes.
  const leaving = dated('checkout').map((v) => readSpanEnd(v, read) ?? v);
  if (copiesDisagree(dated('checkin'), leaving, read)) return [];
  let checkout = dayAndClock(leaving.concat(withRides ? [] : all(facts, 'depart'), times.depart), read);
  // "Arrival: 15/03/2024" and "Nights: 2": the stay ends that many days later.
  const nights = Number(/^\s*(\d{1,2})\b/.exec(first(facts, 'nights') ?? '')?.[1]);
  if (!checkout.date && checkin.date && nights >= 1 && nights <= 60) {
    const date = plusDays(checkin.date, nights);
    checkout = { date, time: date };
  }
  // "Dates: 15 – 17 March 2024": one value gives both days of the stay.
  const range = !checkin.date && !checkout.date ? firstDayRange(all(facts, 'date'), read) : undefined;
  if (range) {
    checkin = { date: range.first, time: range.first };
    checkout = { date: range.second, time: range.second };
  }
  // A stay has both its days: without them the lines are not searched for a name.
  if (!checkin.date || !checkout.date) return [];
  const unlabelled = nameOf(facts, 'hotel') || inlineName ? undefined : placeAboveAddress(lines);
  const named =
    inlineName && isPlaceName(inlineName) && !/^\d/.test(inlineName)
      ? inlineName
      : (nameOf(facts, 'hotel') ??
        listingAboveHost(lines) ??
        unlabelled?.name ??
        stayNamedInSentence(lines) ??
        stayNamedInSubject(lines, subject));
  if (!named) return [];
  if (checkout.date <= checkin.date || checkout.date > plusDays(checkin.date, 90)) return [];
  // Only a name the document labels as the hotel's is a site's: a name found elsewhere is the hotel's whole name.
  const hotel = (named === nameOf(facts, 'hotel') ? chainHotelName(named, chain) : undefined) ?? named;
  const where =
    address ??
    (named === inlineName ? inline?.[2]?.trim() : undefined) ??
    addressBelow(lines, namedAt(facts, 'hotel')?.line, nameOf(facts, 'hotel')) ??
    unlabelled?.address;
  return [
    lodgingReservation({
      ...common,
      hotelName: hotel,
      address: where ? addressFromLine(where) : undefined,
      checkinTime: checkin.time,
      checkoutTime: checkout.time,
    }),
  ];
}

/**
 * The parts of a trip that books several hotels, each under its own name with its own arrival and departure
 * (`Hotel: Casa do Rio` / `Check-in: 3 May` / `Check-out: 5 May`, then `Hotel: Quinta Azul` / …): the facts from each
 * hotel's name to the next one's. Nothing unless two hotels or more are named, each once, and each part labels one
 * arrival and one departure of its own; a hotel printed twice (a summary over the details) is read as before.
 */
function hotelSections(facts: readonly LabelledFact[], withRides: boolean): LabelledFact[][] {
  const named = facts.filter((f) => f.fact === 'hotel' && namedAt([f], 'hotel'));
  if (named.length < 2) return [];
  const names = new Set(named.map((f) => nameOf([f], 'hotel')?.toLowerCase()));
  if (names.size !== named.length) return [];
  const sections = named.map((hotel, i) => {
    const next = named[i + 1]?.line ?? Number.POSITIVE_INFINITY;
    return facts.filter((f) => f.line >= hotel.line && f.line < next);
  });
  const count = (section: readonly LabelledFact[], stay: Fact, ride: Fact) =>
    section.filter((f) => f.fact === stay || (!withRides && f.fact === ride)).length;
  const each = sections.every((s) => count(s, 'checkin', 'arrive') === 1 && count(s, 'checkout', 'depart') === 1);
  return each ? sections : [];
}

/**
 * The stays of a document: one per part of a trip that names several hotels (`hotelSections`), each with the reference
 * of its own block, when every part reads as a stay; else the one stay its facts give, with the common facts `single`.
 */
function staysOf(
  facts: readonly LabelledFact[],
  common: Common,
  single: Common,
  withRides: boolean,
  read: ReadWhen,
  lines: readonly string[],
  chain?: string,
  subject?: string,
): Reservation[] {
  const sections = hotelSections(facts, withRides);
  const stays = sections.map((section) => {
    const own = ownBlock(common, facts, lines, section[0]?.line);
    return stayOf(section, own, withRides, read, lines, chain, subject);
  });
  if (stays.length > 0 && stays.every((s) => s.length === 1)) return stays.flat();
  return stayOf(facts, single, withRides, read, lines, chain, subject);
}

/**
 * A labelled clock with its day on the line above (`Fri 30. Jan 2026` / `Check-in from 12:00`): the day and the
 * clock; any other value as it is.
 */
function withDayAbove(fact: LabelledFact, lines: readonly string[], read: ReadWhen): string {
  const when = read(fact.value);
  if (when.date || !when.clock || when.rest.trim()) return fact.value;
  let j = fact.line - 1;
  while (j > 0 && !(lines[j] ?? '').trim()) j--;
  const above = (lines[j] ?? '').trim();
  return j >= 0 && /\d/.test(above) && isDayOnly(above, read) ? `${above} ${fact.value}` : fact.value;
}

/** The first of the values that writes a range of days. */
function firstDayRange(values: readonly string[], read: ReadWhen): { first: string; second: string } | undefined {
  for (const value of values) {
    const range = readDayRange(value, read);
    if (range) return range;
  }
  return undefined;
}

/** A pick-up or return: its place and time, from one value ("Munich Airport, 12 May 2024 10:00") or several. */
function handover(values: readonly string[], read: ReadWhen): { place?: string; time?: string } {
  // "Thu, Nov 26, 2026, 7:10 AM – 7:20 AM": a window of time leaves no place behind its first time.
  const whens = values.map((v) => (readSpanEnd(v, read) ? { ...read(v), rest: '' } : read(v)));
  let place: string | undefined;
  for (const when of whens) {
    // "Hotel Miramar Sul, Rua 1º de Dezembro 123, Lisboa": a place given by its address may have more words.
    const named = when.rest && (isPlaceName(when.rest) || isAddressedPlace(when.rest) || isNamedAddress(when.rest));
    if (!place && named && !when.date && !when.clock) place = when.rest;
    else if (!place && named && when.rest.length > 3) place = when.rest;
  }
  return { place, time: dayAndClockOf(whens).time };
}

/** Labels that name a company of any kind: a car hire's only when their value is a rental brand the table knows. */
const COMPANY_LABEL =
  /^\s*(?:[-*•·]\s*)?(?:company|car company|vendor|provider|anbieter|compagnie|societe|société|compañía|compania|empresa|compagnia|società|bedrijf|companhia)\s*[:：]\s*(.+)$/imu;

/**
 * The rental company of a car hire whose supplier is not labelled as such, when the pick-up and the drop-off are:
 * a rental brand given after a company label, else the one brand the document or its sender's domain names.
 */
function unlabelledCompany(facts: readonly LabelledFact[], text: string, from: string | undefined): string | undefined {
  if (!facts.some((f) => f.fact === 'pickup') || !facts.some((f) => f.fact === 'dropoff')) return undefined;
  const labelled = COMPANY_LABEL.exec(text)?.[1];
  const named = labelled ? rentalBrandNamed(labelled) : undefined;
  if (named) return named;
  // The brand whose domain sent the mail is its company, whatever other brand its text names (an insurer's cover).
  const sender = rentalBrandOfSender(from);
  if (sender) return sender;
  const brands = rentalBrandsIn(text);
  return brands.size === 1 ? [...brands][0] : undefined;
}

/**
 * The sender's name (`Drivalia <noreply@…>`) as the company of a car hire that names its car but no company the
 * table of brands knows: a name of one to three words that the text prints too and that names none of its people.
 */
function senderCompany(
  senderName: string | undefined,
  text: string,
  facts: readonly LabelledFact[],
): string | undefined {
  const name = senderName?.trim().replace(/^["']|["']$/g, '');
  if (!name || name.length > 30 || /[@<>]/.test(name) || name.split(/\s+/).length > 3) return undefined;
  const printed = new RegExp(`(?<![\\p{L}\\d])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\d])`, 'u');
  if (!printed.test(text)) return undefined;
  const people = facts.filter((f) => f.fact === 'person').map((f) => f.value.toLowerCase());
  return people.some((p) => p.includes(name.toLowerCase())) ? undefined : name;
}

/**
 * A bus ride printed without its service's name takes the company that sends the mail (`From: megabus <…>`), on the
 * terms `senderCompany` sets, as the text prints it: with the word for a bus after it when it does (`BlaBlaCar Bus`).
 */
function withSenderBusName(
  reservations: Reservation[],
  senderName: string | undefined,
  text: string,
  facts: readonly LabelledFact[],
): Reservation[] {
  const buses = reservations.filter((r) => r['@type'] === 'BusReservation');
  if (buses.length === 0) return reservations;
  const company = senderCompany(senderName, text, facts);
  if (!company) return reservations;
  const escaped = company.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const withWord = new RegExp(
    `(?<![\\p{L}\\d])${escaped}\\s+(?:bus|autobus|fernbus|autocar|buss)(?![\\p{L}])`,
    'iu',
  ).exec(text);
  for (const bus of buses) {
    const trip = bus.reservationFor as JsonLdObject | undefined;
    if (trip && !trip.busName) trip.busName = withWord?.[0].replace(/\s+/g, ' ') ?? company;
  }
  return reservations;
}

/** A word for a ride booked with its driver, in the languages of the labels: a document that uses one books one. */
const TRANSFER_WORD =
  /(?<![\p{L}])(transfer|taxi|cab|chauffeur|shuttle|private driver|navette|traslado|trasferimento|fahrdienst)(?![\p{L}])/iu;

/**
 * A word for a hired car, in the languages of the labels: a document that uses one books a car hire. German joins it
 * to the next word (`Mietwagenreservierung`); a company may spell it apart (`Costa Rent a Car`).
 */
const CAR_HIRE_WORD =
  /(?<![\p{L}])(?:car (?:hire|rental)|rental car|hire car|rent[- ]?a[- ]?car|(?:mietwagen|leihwagen|autovermietung)\p{Ll}*|location de (?:voiture|véhicule)|voiture de location|alquiler de (?:coche|vehículo|auto)|coche de alquiler|noleggio (?:auto|veicolo)|autonoleggio|huurauto|autoverhuur|aluguer de (?:viatura|carro)|aluguel de carro)(?![\p{L}])/iu;

/** A ride with a driver as apps speak of it: `your ride is scheduled`, `thanks for riding`. */
const RIDE_WORD = /(?<![\p{L}])(?:ride|riding)(?![\p{L}])/iu;

/**
 * A transfer or taxi ride: picked up at a place and time, set down at a place (`Pick-up: Lisbon Airport (LIS)` /
 * `Pick-up time: 14 March 2024, 15:30` / `Drop-off: Hotel Avenida Palace`), in a document that speaks of a transfer
 * or taxi and books no car hire, ride or stay. Its service is the company named, else the kind the document names.
 */
function transferOf(
  facts: readonly LabelledFact[],
  common: Common,
  read: ReadWhen,
  text: string,
  company: () => string | undefined,
  sender: () => string | undefined,
): Reservation[] {
  const word = TRANSFER_WORD.exec(text)?.[1] ?? RIDE_WORD.exec(text)?.[0];
  if (!word || facts.some((f) => f.fact === 'hotel' || f.fact === 'checkin' || isMode(f.fact))) return [];
  // "Date: 14 Nov 2026" / "Pickup: 08:12 · …": a pick-up that gives only its time is on the day labelled.
  const pickups = all(facts, 'pickup');
  const day = pickups.some((v) => read(v).date) ? [] : all(facts, 'date').slice(0, 1);
  const pickup = handover([...pickups, ...day], read);
  const dropoff = handover([...all(facts, 'dropoff'), ...all(facts, 'arrive')], read);
  if (!pickup.place || !pickup.time || !/T\d{2}:\d{2}/.test(pickup.time) || !dropoff.place) return [];
  if (dropoff.place === pickup.place) return [];
  // A ride booked in an app is its sender's, who prints its name: a ride named by no one is not read.
  const kind = RIDE_WORD.test(word) ? undefined : `${word.charAt(0).toUpperCase()}${word.slice(1).toLowerCase()}`;
  const provider = nameOf(facts, 'rentalCompany') ?? company() ?? sender() ?? kind;
  if (!provider) return [];
  return [
    taxiReservation({
      ...common,
      provider,
      pickupLocation: { name: pickup.place },
      dropoffLocation: { name: dropoff.place },
      pickupTime: pickup.time,
    }),
  ];
}

/**
 * A car's name without the company that opens it (`Hertz Intermediate SUV (Toyota RAV4 or similar)` from Hertz): the
 * company is the booking's own fact, and the car is its class and model.
 */
function withoutCompany(car: string, company: string): string {
  const opening = car.slice(0, company.length);
  const rest = car.slice(company.length);
  if (opening.toLowerCase() !== company.toLowerCase() || !/^\s+\p{L}/u.test(rest)) return car;
  return rest.trim();
}

function carOf(
  facts: readonly LabelledFact[],
  common: Common,
  read: ReadWhen,
  lines: readonly string[],
  unlabelled: (car: string | undefined) => string | undefined,
): Reservation[] {
  // A car is handed over somewhere: with no pick-up labelled there is none, and no line is searched for its model.
  if (!facts.some((f) => f.fact === 'pickup')) return [];
  const car = carModelOf(all(facts, 'carModel'), lines) ?? nameOf(facts, 'carModel');
  const company = nameOf(facts, 'rentalCompany') ?? unlabelled(car);
  // A confirmation that names no company is read when it calls itself a car hire: the company is left out.
  if (!company && !CAR_HIRE_WORD.test(lines.join('\n'))) return [];
  if (copiesDisagree(all(facts, 'pickup'), all(facts, 'dropoff'), read)) return [];
  const pickup = handover(all(facts, 'pickup'), read);
  const dropoff = handover(all(facts, 'dropoff'), read);
  if (!pickup.place || !pickup.time || !dropoff.time || dropoff.time <= pickup.time) return [];
  // Without a company both ends' days and clocks must be printed: a day alone may be a parking's or a shuttle's.
  if (!company && !(/T\d{2}:\d{2}/.test(pickup.time) && /T\d{2}:\d{2}/.test(dropoff.time))) return [];
  return [
    rentalCarReservation({
      ...common,
      rentalCompany: company,
      carModel: car && company ? withoutCompany(car, company) : car,
      pickupLocation: { name: pickup.place },
      dropoffLocation: { name: dropoff.place ?? pickup.place },
      pickupTime: pickup.time,
      dropoffTime: dropoff.time,
    }),
  ];
}

/** When a table or an event begins: a date and a time, in one value or two. */
function startOf(facts: readonly LabelledFact[], read: ReadWhen): string | undefined {
  const when = read(first(facts, 'date') ?? '');
  const clock = when.clock ?? read(first(facts, 'time') ?? '').clock;
  return when.date && clock ? `${when.date}T${clock}:00${when.offset ?? ''}` : undefined;
}

function tableOf(
  facts: readonly LabelledFact[],
  common: Common,
  read: ReadWhen,
  lines: readonly string[],
): Reservation[] {
  // A table whose party is labelled names its restaurant, if not under a label, on the line above its address.
  const unlabelled = nameOf(facts, 'restaurant') || !first(facts, 'partySize') ? undefined : placeAboveAddress(lines);
  const labelledAddress = first(facts, 'address') ?? unlabelled?.address;
  // "Restaurant: Noma, Refshalevej 96, 1432 København": with no address of its own, the name runs on into it.
  const named = nameOf(facts, 'restaurant');
  const placed = named && !labelledAddress ? venueAndAddress(named) : undefined;
  const name = placed?.venueName ?? named ?? unlabelled?.name;
  const startTime = startOf(facts, read);
  if (!name || !startTime) return [];
  const party = Number(/\d{1,2}/.exec(first(facts, 'partySize') ?? '')?.[0]);
  return [
    foodEstablishmentReservation({
      ...common,
      restaurantName: name,
      address: labelledAddress ? addressFromLine(labelledAddress) : placed?.address,
      startTime,
      partySize: party > 0 ? party : undefined,
    }),
  ];
}

/** A venue with its address after it (`The O2 Arena, Peninsula Square, London SE10 0DX`): the name and the address. */
function venueAndAddress(venue: string | undefined): {
  venueName?: string;
  address?: ReturnType<typeof addressFromLine>;
} {
  const [name, ...address] = (venue ?? '').split(/\s*,\s*/);
  if (!name) return {};
  // "Piazza del Risorgimento 1, 00192 Rome, Italy": a meeting point given by its address is that address.
  const street = /^\d{1,5}[a-z]?\s|\s\d{1,5}[a-z]?$/i.test(name);
  if (venue && street && isAddressLine(venue)) return { venueName: venue, address: addressFromLine(venue) };
  if (address.length >= 2) return { venueName: name, address: addressFromLine(address.join(', ')) };
  // "LANXESS arena, Köln": a venue's name, then only its town.
  const town = address.length === 1 && !/\d/.test(address[0] ?? '') ? address[0] : undefined;
  return town && findCity(town) ? { venueName: name, address: { addressLocality: town } } : { venueName: venue };
}

/**
 * A venue printed under a seat's label, as Polish and Czech spell the place of an event and a seat alike (`Miejsce:
 * Tauron Arena, ul. Lema 7, Kraków`, `Místo: Národní divadlo, Národní 2, Praha`): a value that names no seat and is
 * given with its street and number, or ends in a town the gazetteer knows.
 */
function venueUnderSeatLabel(facts: readonly LabelledFact[]): string | undefined {
  for (const f of facts) {
    if (f.fact !== 'seat') continue;
    const value = f.value.trim();
    const parts = value.split(/\s*,\s*/);
    const town = (parts[parts.length - 1] ?? '').replace(/^\d[\d -]{2,8}\s+/, '');
    if (seatOf(value) || parts.length < 2 || !isPlaceName(parts[0] ?? '')) continue;
    if (isAddressedPlace(value) || (!/\d/.test(town) && findCity(town))) return value;
  }
  return undefined;
}

/** Facts of a booking other than an event's: where a document holds one, its title names no event. */
const NOT_AN_EVENT: ReadonlySet<Fact> = new Set([
  'hotel',
  'checkin',
  'checkout',
  'pickup',
  'dropoff',
  'restaurant',
  'depart',
  'arrive',
  'route',
  'flight',
  'train',
  'bus',
  'ferry',
]);

/**
 * An event's or tour's title printed above its labelled day and meeting point without a label of its own (`Sunset
 * Kayak Tour in Lisbon` / `Date: …` / `Time: …` / `Meeting point: …`): the nearest line above the first of those
 * facts, when it reads as a title (a few words, no sentence, no label) and the document books nothing else.
 */
function titleAbove(facts: readonly LabelledFact[], lines: readonly string[]): string | undefined {
  if (!first(facts, 'venue') || facts.some((f) => NOT_AN_EVENT.has(f.fact))) return undefined;
  let at = Math.min(...facts.filter((f) => ['date', 'time', 'venue'].includes(f.fact)).map((f) => f.line));
  const labelled = new Set(facts.map((f) => f.line));
  // "Booking reference: …" between the title and its day belongs to the whole booking: the title is above it.
  const references = new Set(facts.filter((f) => f.fact === 'reference').map((f) => f.line));
  for (let i = at - 1; i >= Math.max(0, at - 3); i--) {
    const line = (lines[i] ?? '').trim();
    if (!line) continue;
    if (references.has(i)) {
      at = i;
      continue;
    }
    const words = line.split(/\s+/);
    const title = !labelled.has(i) && words.length >= 2 && words.length <= 10 && !/[.!?:：]$/.test(line);
    return title && isPlaceName(line) && !/^\d/.test(line) ? line : undefined;
  }
  return undefined;
}

/** A line that is only a day and a time, or a span of time from them (`Sat 21 Nov 2026 - 19:00`). */
function isDayAndClockLine(line: string, read: ReadWhen): boolean {
  if (line.length > 70) return false;
  const when = read(line);
  return Boolean(when.date && when.clock) && (when.rest === '' || readSpanEnd(line, read) !== undefined);
}

/** A line that reads as a title: a few words, no sentence, no label, no number first. */
function isTitleLine(line: string): boolean {
  const words = line.split(/\s+/);
  return words.length >= 2 && words.length <= 10 && !/[.!?:：]$/.test(line) && isPlaceName(line) && !/^\d/.test(line);
}

/**
 * An event printed with no label for its title or day (`The Midnight Larks - Autumn Tour 2026` / `Sat 21 Nov 2026 -
 * 19:00` / `OVO Arena Wembley, London`): the first line of only a day and time, the title on the line above it, and
 * its venue labelled or on the line below it with its town. Nothing when the document books anything else, labels
 * a day or an event, or the title is a route between places the data knows.
 */
function eventUnderTitle(facts: readonly LabelledFact[], lines: readonly string[], read: ReadWhen): LabelledFact[] {
  if (facts.some((f) => NOT_AN_EVENT.has(f.fact) || f.fact === 'date' || f.fact === 'time' || f.fact === 'event')) {
    return [];
  }
  const labelled = new Set(facts.map((f) => f.line));
  const nearest = (from: number, step: number) => {
    for (let j = from + step; j >= 0 && j < lines.length && Math.abs(j - from) <= 2; j += step) {
      if ((lines[j] ?? '').trim()) return j;
    }
    return undefined;
  };
  for (let i = 1; i < Math.min(lines.length, 80); i++) {
    const line = (lines[i] ?? '').trim();
    if (labelled.has(i) || !isDayAndClockLine(line, read)) continue;
    const above = nearest(i, -1);
    const title = above === undefined || labelled.has(above) ? '' : (lines[above] ?? '').trim();
    const ends = routeEnds(title);
    if (!isTitleLine(title) || ends?.every((end) => knownPlace(end))) return [];
    const found: LabelledFact[] = [
      { fact: 'event', label: '', value: title, line: above ?? i },
      { fact: 'date', label: '', value: line, line: i },
    ];
    if (facts.some((f) => f.fact === 'venue')) return found;
    const below = nearest(i, 1);
    const place = below === undefined || labelled.has(below) ? '' : (lines[below] ?? '').trim();
    const venue = /[:：]/.test(place) ? {} : venueAndAddress(place);
    return venue.address?.addressLocality
      ? [...found, { fact: 'venue', label: '', value: place, line: below ?? i }]
      : [];
  }
  return [];
}

/** A word for tickets (`Here's your tickets`, `2 Tickets Total`, `Ihre Tickets`, `vos billets`, `tus entradas`). */
const TICKET_WORD =
  /(?<![\p{L}])(?:e-?)?(?:tickets?|billets?|entradas?|biglietti|biglietto|eintrittskarten?|bilety|biljetter)(?![\p{L}])/iu;

/** A seat printed alone under a ticket's holder (`A-1`, `12B`, `K 14`). */
const STUB_SEAT = /^[A-Z]{0,3}[- ]?\d{1,4}[A-Z]?$/;

/** A ticket's kind or code printed alone: `General Admission`, `VIP Ticket`, `abcdefg12345`, `K7QZ-P24X`. */
function isTicketLine(line: string): boolean {
  if (/^(?=[A-Za-z0-9-]*\d)(?=[A-Za-z0-9-]*[A-Za-z])[A-Za-z0-9-]{6,24}$/.test(line)) return true;
  return (
    line.length <= 40 &&
    /(?<![\p{L}])(?:admission|ticket|entry|entrée|eintritt|entrada|ingresso)(?![\p{L}])/iu.test(line)
  );
}

/** A ticket's place in its order (`Ticket 1 of 2`, `Ticket 2/2`). */
const TICKET_OF = /^(?:e-?)?ticket\s+\d{1,2}\s*(?:of|\/)\s*\d{1,2}$/i;

/**
 * The venue under a heading of its own in a ticket stub (`Event Location` / `Central Park` / `41st Street` / `New
 * York, NY 10001`): the line under a venue's label is its name; the first of the three lines below it that reads as
 * a town with its postal code places it.
 */
function venueUnderHeading(lines: readonly string[], from: number): { venueName?: string; address?: Address } {
  for (let i = from; i < lines.length; i++) {
    // `Event Location`, `Show venue`: the heading may name what takes place there before the word for its place.
    const heading = (lines[i] ?? '').trim().replace(/^(?:event|show|concert|match|game)\s+/i, '');
    if (factOfLabel(heading) !== 'venue') continue;
    const below = lines
      .slice(i + 1, i + 8)
      .map((l) => l.trim())
      .filter(Boolean);
    const name = below[0];
    if (!name || !isPlaceName(name) || /[:：]/.test(name)) return {};
    const town = below.slice(1, 4).find((l) => {
      const address = addressFromLine(l);
      return l.length <= 60 && /^[^,\d]+,/.test(l) && Boolean(address.addressLocality && address.postalCode);
    });
    return town ? { venueName: name, address: addressFromLine(town) } : { venueName: name };
  }
  return {};
}

/**
 * A ticket stub printed without labels, as event ticketing mails a holder's ticket: the mail opens with a line of only
 * a day and a clock or their span (`January 1, 2020 @ 12:00 am - 2:00 am`), the event's title on the next line, the
 * holder's name on one of the two lines after (`Test Purchaser`) and under it the ticket's seat, kind or code, maybe
 * a venue under a heading of its own further down. Read only when the mail speaks of tickets and its labels read
 * nothing of a booking; a stub printed once for each ticket of the order (`Ticket 1 of 2`) is a reservation each, with
 * the seat printed under the holder.
 */
function ticketStubs(lines: readonly string[], read: ReadWhen, text: string, status: BookingStatus): Reservation[] {
  if (!TICKET_WORD.test(text)) return [];
  const filled = lines.flatMap((l, i) => (l.trim() ? [{ text: l.trim(), at: i }] : []));
  const k = filled.slice(0, 3).findIndex((l) => isDayAndClockLine(l.text, read));
  const day = filled[k];
  const title = filled[k + 1];
  if (k < 0 || !day || !title || !isTitleLine(title.text) || isDayAndClockLine(title.text, read)) return [];
  if (factOfLabel(title.text) !== undefined || routeEnds(title.text)?.every((end) => knownPlace(end))) return [];
  const holderAt = filled.findIndex((l, i) => i >= k + 2 && i < k + 4 && isCapitalisedPerson(l.text));
  const holder = filled[holderAt];
  if (!holder) return [];
  // Under the holder, the ticket itself: its seat, its kind (`General Admission`) or its code (`abcdefg12345`); a
  // performer or speaker named under an announced event's title has none.
  const ticket = filled.slice(holderAt + 1, holderAt + 3).some((l) => STUB_SEAT.test(l.text) || isTicketLine(l.text));
  if (!ticket) return [];
  const startDate = read(day.text).dateTime;
  if (!startDate) return [];
  const stub = {
    reservationNumber: undefined,
    status,
    underName: person(holder.text),
    eventName: title.text,
    startDate,
    endDate: readSpanEnd(day.text, read),
    ...venueUnderHeading(lines, title.at + 1),
  };
  // Each ticket of the order printed under the holder's name, with its seat on the line below it.
  const tickets = filled.filter((l) => TICKET_OF.test(l.text)).length;
  const holders = filled.flatMap((l, i) => (l.text === holder.text ? [filled[i + 1]?.text ?? ''] : []));
  const seats = holders.map((next) => (STUB_SEAT.test(next) ? next : undefined));
  const count = tickets >= 2 && holders.length === tickets ? tickets : 1;
  return Array.from({ length: count }, (_, i) => {
    const reservation = eventReservation(stub);
    const seat = seats[i];
    return seat
      ? { ...reservation, reservedTicket: { '@type': 'Ticket', ticketedSeat: { '@type': 'Seat', seatNumber: seat } } }
      : reservation;
  });
}

/**
 * An event: its name and start, and where it is; a ticket that gives its day but only when the doors open starts on
 * that day, its doors open at that time.
 */
function eventOf(
  given: readonly LabelledFact[],
  common: Common,
  read: ReadWhen,
  lines: readonly string[],
): Reservation[] {
  const unlabelled = eventUnderTitle(given, lines, read);
  const facts = unlabelled.length > 0 ? [...given, ...unlabelled] : given;
  const name = nameOf(facts, 'event') ?? titleAbove(facts, lines);
  const venue = nameOf(facts, 'venue') ?? venueUnderSeatLabel(facts);
  const day = read(first(facts, 'date') ?? '').date;
  const doors = read(first(facts, 'doors') ?? '').clock;
  const startDate = startOf(facts, read) ?? (venue ? day : undefined);
  if (!name || name.length > 120 || !/\p{L}/u.test(name) || !startDate) return [];
  return [
    eventReservation({
      ...common,
      eventName: name,
      startDate,
      endDate: readSpanEnd(first(facts, 'date') ?? '', read),
      doorTime: day && doors ? `${day}T${doors}:00` : undefined,
      ...venueAndAddress(venue),
    }),
  ];
}

/** An airline's ticket number: the airline's three-digit code and ten digits (`125-2198765432`). */
const AIRLINE_TICKET = /^\d{3}-?\d{10}$/;

/**
 * An admission that prints its ticket's number but no booking reference (`N° billet : 07E3926809812700001`): the
 * number stands for the reference of the event it admits to. Nothing when the document books anything else, or when
 * the number is an airline's ticket's.
 */
function admissionByTicket(
  facts: readonly LabelledFact[],
  status: () => BookingStatus,
  read: ReadWhen,
  lines: readonly string[],
): Reservation[] {
  if (facts.some((f) => NOT_AN_EVENT.has(f.fact))) return [];
  const number = facts.map((f) => (f.fact === 'ticketNumber' ? codeOf(f.value) : undefined)).find(Boolean);
  if (!number || AIRLINE_TICKET.test(number)) return [];
  return eventOf(facts, { reservationNumber: number, status: status() }, read, lines);
}

/**
 * A table booked with no reference printed, as some restaurants' systems confirm one: read only when its day and time
 * and its party are labelled and the document books nothing else.
 */
function tableWithoutReference(
  facts: readonly LabelledFact[],
  status: () => BookingStatus,
  read: ReadWhen,
  lines: readonly string[],
): Reservation[] {
  const labelled = (fact: Fact) => facts.some((f) => f.fact === fact && f.label !== '');
  if (
    !labelled('partySize') ||
    !labelled('date') ||
    facts.some((f) => f.fact !== 'restaurant' && NOT_AN_EVENT.has(f.fact))
  ) {
    return [];
  }
  return tableOf(facts, { reservationNumber: undefined, status: status() }, read, lines);
}

/** Whether a document labels a fact, with a value after its label. */
function labelsValue(facts: readonly LabelledFact[], fact: Fact): boolean {
  return facts.some((f) => f.fact === fact && f.label !== '' && f.value.trim() !== '');
}

/**
 * The rides of a document without a booking reference that books nothing but rides of one kind (`mode`): no stay, car,
 * table or event, and no ride of another kind; none where it does.
 */
function unnumberedRidesOnly(
  mode: Fact,
  facts: readonly LabelledFact[],
  status: () => BookingStatus,
  read: ReadWhen,
): Reservation[] {
  const elseBooked = (f: LabelledFact) =>
    OTHER_BOOKINGS.has(f.fact) || f.fact === 'checkout' || f.fact === 'dropoff' || f.fact === 'partySize';
  if (facts.some((f) => elseBooked(f) || (isMode(f.fact) && f.fact !== mode))) return [];
  return ridesOf(facts, { reservationNumber: undefined, status: status() }, read, undefined);
}

/** What a boarding pass labels besides its flight: the seat, and the gate, boarding time or zone with it. */
const BOARDING_FACTS: readonly Fact[] = ['gate', 'boardingTime', 'zone'];

/**
 * A boarding pass printed with no booking reference: read only when the document is plainly one, a single flight
 * labelled by its number between two airports the airport data knows, with its day and clock, its seat labelled and
 * at least one of its gate, boarding time or boarding zone labelled too, and nothing else booked. A flight's status
 * notice or a gate change names no seat; a newsletter's fare labels neither.
 */
function boardingPassWithoutReference(
  facts: readonly LabelledFact[],
  status: () => BookingStatus,
  read: ReadWhen,
): Reservation[] {
  const labelled = (fact: Fact) => labelsValue(facts, fact);
  if (!labelled('flight') || !labelled('seat') || !BOARDING_FACTS.some(labelled)) return [];
  const rides = unnumberedRidesOnly('flight', facts, status, read);
  const [flight] = rides;
  const leg = flight?.reservationFor as JsonLdObject | undefined;
  const seat = (flight?.reservedTicket as JsonLdObject | undefined)?.ticketedSeat ?? flight?.airplaneSeat;
  const boardingPass =
    rides.length === 1 &&
    flight?.['@type'] === 'FlightReservation' &&
    seat !== undefined &&
    typeof leg?.departureTime === 'string' &&
    /T\d{2}:\d{2}/.test(leg.departureTime) &&
    (leg.departureAirport as JsonLdObject | undefined)?.iataCode !== undefined &&
    (leg.arrivalAirport as JsonLdObject | undefined)?.iataCode !== undefined;
  return boardingPass ? rides : [];
}

/**
 * A train ticket printed with no booking reference (the ticket itself attached, or its table of rides pasted): read
 * only when the document is plainly one, every train labelled by its number with a coach and a seat of its own, each
 * between two named stations with the day and clock of its departure and the clock of its arrival, and nothing else
 * booked. A timetable or a delay notice labels no coach and seat; a newsletter's offer no train's number; a train
 * without its own seat leaves the document a timetable.
 */
function seatTicketWithoutReference(
  facts: readonly LabelledFact[],
  status: () => BookingStatus,
  read: ReadWhen,
): Reservation[] {
  const labelled = (fact: Fact) => labelsValue(facts, fact);
  // The train labelled (`Train: 1007`) or read from a timetable's row (`Köln Hbf 08.03. ab 17:55 6` / `ICE 613 …`).
  const named = facts.some((f) => f.fact === 'train' && f.value.trim() !== '');
  if (!named || !labelled('seat') || !labelled('coach')) return [];
  const count = (fact: Fact) => facts.filter((f) => f.fact === fact).length;
  const trains = count('train');
  // A seat and a coach for each train: one seat printed under two trains is no booking of both.
  if (count('seat') < trains || count('coach') < trains) return [];
  const rides = unnumberedRidesOnly('train', facts, status, read);
  const hasName = (end: unknown) => typeof (end as JsonLdObject | undefined)?.name === 'string';
  const seated = (ride: Reservation) => {
    const leg = ride.reservationFor as JsonLdObject | undefined;
    const seat = (ride.reservedTicket as JsonLdObject | undefined)?.ticketedSeat as JsonLdObject | undefined;
    return (
      ride['@type'] === 'TrainReservation' &&
      typeof leg?.trainNumber === 'string' &&
      seat?.seatNumber !== undefined &&
      seat.seatSection !== undefined &&
      hasName(leg.departureStation) &&
      hasName(leg.arrivalStation) &&
      typeof leg.departureTime === 'string' &&
      /T\d{2}:\d{2}/.test(leg.departureTime) &&
      typeof leg.arrivalTime === 'string'
    );
  };
  return rides.length === trains && rides.every(seated) ? rides : [];
}

/** One reservation per passenger for each ride; a booking without names keeps its rides unnamed. */
function perPerson(
  reservations: readonly Reservation[],
  people: readonly JsonLdObject[],
  each: boolean,
): Reservation[] {
  if (people.length === 0) return [...reservations];
  if (!each) return reservations.map((r) => ({ ...r, underName: { ...(people[0] as JsonLdObject) } }));
  return reservations.flatMap((r) => people.map((p) => ({ ...r, underName: { ...p } })));
}

/** A flight printed on one line without labels: `UA 110  San Francisco (SFO) 06:00 → Newark (EWR) 14:35`. */
/** A cell break on a line of text made from a table: tabs, or a run of three spaces or more. */
const CELL_BREAK = /\t+|\s{3,}/;

/**
 * A flight whose departure and arrival are printed side by side under its number, a line each for the days, the
 * times and the places (`Flight 1 of 4 UA17` / `Sun, Apr 26, 2026 ⇥ Sun, Apr 26, 2026` / `10:25 AM ⇥ 01:20 PM` /
 * `London, GB (LHR) ⇥ Newark, NJ, US (EWR)`): the left cells are the departure, the right ones the arrival. The
 * number's line starts with a word for flight or with the designator; two lines or more of exactly two cells follow
 * it, and each side names a place.
 */
function pairedColumnFlights(lines: readonly string[], read: ReadWhen): LabelledFact[] {
  const found: LabelledFact[] = [];
  for (const [i, raw] of lines.entries()) {
    const head = raw.trim().split(CELL_BREAK)[0] ?? '';
    if (head.length > 40 || !/^(?:flight|flug|vol|vuelo|volo|vlucht|voo|lot|let|flyg|[A-Z0-9]{2}\s?\d)/i.test(head)) {
      continue;
    }
    if (!designatorOf(head)) continue;
    const left: string[] = [];
    const right: string[] = [];
    for (let j = i + 1; j < Math.min(lines.length, i + 5); j++) {
      const cells = (lines[j] ?? '').trim().split(CELL_BREAK);
      if (cells.length !== 2 || !cells[0] || !cells[1]) break;
      left.push(cells[0]);
      right.push(cells[1]);
    }
    // Both sides name their place, not only a day and a time.
    if (left.length < 2 || !read(left.join(' ')).rest || !read(right.join(' ')).rest) continue;
    const at = (fact: Fact, value: string): LabelledFact => ({ fact, label: '', value, line: i });
    found.push(at('flight', head), at('depart', left.join(' ')), at('arrive', right.join(' ')));
  }
  return found;
}

const FLIGHT_LINE =
  /^(?:.*?\s)?([A-Z][A-Z0-9]|[0-9][A-Z])\s?(\d{1,4})\s+(.*?\([A-Z]{3}\).*?)\s+(?:→|->|–|—|-|>)\s+(.*?\([A-Z]{3}\).*)$/u;

/**
 * Flights printed one to a line, each with a known airline, two airports by their codes in brackets and a time on
 * each side, as labelled facts: the day is the line's own, or the last line above that is only a day. Read only
 * when the document labels no ride of its own.
 */
function flightLines(lines: readonly string[], read: ReadWhen): LabelledFact[] {
  const found: LabelledFact[] = [];
  let day: string | undefined;
  // The lines that are only a day are looked for when a flight line needs one, not on every line: most documents
  // have no flight line, and reading a line for its day is the costly part.
  let daysReadTo = 0;
  const isDayLine = (line: string) => line !== '' && line.length <= 160 && isDayOnly(line, read);
  for (const [i, raw] of lines.entries()) {
    const line = raw.trim();
    if (!line || line.length > 160) continue;
    const m = FLIGHT_LINE.exec(line);
    if (!m) continue;
    for (; daysReadTo < i; daysReadTo++) {
      const above = (lines[daysReadTo] ?? '').trim();
      if (isDayLine(above)) day = above;
    }
    daysReadTo = i + 1;
    if (isDayOnly(line, read)) {
      day = line;
      continue;
    }
    if (!m[1] || !m[2] || !m[3] || !m[4] || !airlineName(m[1])) continue;
    const [from, to] = [read(m[3]), read(m[4])];
    if (!from.clock || !to.clock) continue;
    const date = from.date ? undefined : day;
    if (!from.date && !date) continue;
    const at = (fact: Fact, value: string): LabelledFact => ({ fact, label: '', value, line: i });
    found.push(
      at('flight', `${m[1]} ${m[2]}`),
      ...(date ? [at('date', date)] : []),
      at('depart', m[3]),
      at('arrive', m[4]),
    );
  }
  return found;
}

/**
 * A table booked in a sentence: `Your reservation for 2 people at Chez Panisse is confirmed for Saturday, March 16,
 * 2024 at 7:30 PM`, `Ihr Tisch für 2 Personen im Restaurant Zur Post am 16.03.2024 um 19:30 Uhr`.
 */
const TABLE_SENTENCES = [
  /\b(?:reservation|table|booking)\s+for\s+(\d{1,2})(?:\s+(?:people|persons|guests|diners|adults))?\s+at\s+(\p{Lu}[^\n.,]{1,60}?)\s+(?:is\s+confirmed\s+for|on|for)\s+([^\n]{6,60}?\d{1,2}(?::\d{2})?\s*(?:[ap]\.?m\.?)?)(?=[.!\n]|$)/iu,
  /\bTisch\s+für\s+(\d{1,2})(?:\s+Personen)?\s+(?:im|in der|bei)\s+(?:Restaurant\s+)?(\p{Lu}[^\n.,]{1,60}?)\s+am\s+([^\n]{6,40}?\d{1,2}[:.]\d{2}(?:\s*Uhr)?)/iu,
];

/** A party's line on a table's card: `Table for 2`, `Party of 4`, `Tisch für 3`, `Table pour 2`. */
const PARTY_LINE =
  /^(?:a\s+)?(?:table\s+for|party\s+of|tisch\s+für|table\s+pour|mesa\s+para|tavolo\s+per|tafel\s+voor|stolik\s+dla|bord\s+för)\s+(\d{1,2})(?:\s+\p{L}+)?$/iu;

/**
 * A table printed as a card of lines without labels: the restaurant with its address (`The Ivy, 1-5 West Street,
 * London WC2H 9NQ`), the day and time (`Thursday 21 March 2024 at 19:45`) and the party (`Table for 2`), within a
 * few lines of each other. The first part of the address line is the restaurant's name.
 */
function tableCard(lines: readonly string[], read: ReadWhen): LabelledFact[] {
  for (const [i, raw] of lines.entries()) {
    const party = PARTY_LINE.exec(raw.trim());
    if (!party?.[1]) continue;
    const near = lines.slice(Math.max(0, i - 3), i + 4).map((l) => l.trim());
    const at = Math.max(0, i - 3);
    const whenAt = near.findIndex((l) => {
      const when = read(l.replace(/\s+(?:at|um|à|a las|alle|om|o|kl\.?)\s+(?=\d)/i, ' '));
      return when.date && when.clock && when.rest === '';
    });
    const placeAt = near.findIndex((l) => {
      const [name = '', ...address] = l.split(/\s*,\s*/);
      return address.length > 0 && isPlaceName(name) && !/\d/.test(name) && isAddressLine(address.join(', '));
    });
    if (whenAt < 0) continue;
    // "Lupa Osteria Romana" / "Saturday, September 13, 2025 at 7:30 PM": else the title just above the day names it.
    const title = placeAt < 0 ? near[whenAt - 1] : undefined;
    if (title && isTitleLine(title) && !factOfLabel(title) && !PARTY_LINE.test(title)) {
      return [
        { fact: 'restaurant', label: '', value: title, line: at + whenAt - 1 },
        { fact: 'date', label: '', value: near[whenAt] ?? '', line: at + whenAt },
        { fact: 'partySize', label: '', value: party[1], line: i },
        ...guestUnderParty(lines, i),
      ];
    }
    if (placeAt < 0) continue;
    const placeLine = near[placeAt] ?? '';
    const comma = placeLine.indexOf(',');
    return [
      { fact: 'restaurant', label: '', value: placeLine.slice(0, comma).trim(), line: at + placeAt },
      { fact: 'address', label: '', value: placeLine.slice(comma + 1).trim(), line: at + placeAt },
      { fact: 'date', label: '', value: near[whenAt] ?? '', line: at + whenAt },
      { fact: 'partySize', label: '', value: party[1], line: i },
    ];
  }
  return [];
}

/** A reference's label before its colon or number sign: `Confirmation #114829305`, `Booking ref: 8812`. */
const REFERENCE_LED = /^(\p{L}[\p{L} ]{1,30}?)\s*[:#]/u;

/**
 * The guest a table's card names on the line under its party, just above the reference (`Party of 4` / `Rachel
 * Green` / `Confirmation #114829305`): a name of capitalised words, nothing else on the line.
 */
function guestUnderParty(lines: readonly string[], partyAt: number): LabelledFact[] {
  const next = (from: number) => {
    for (let j = from + 1; j < Math.min(lines.length, from + 3); j++) if ((lines[j] ?? '').trim()) return j;
    return undefined;
  };
  const at = next(partyAt);
  const name = at === undefined ? '' : (lines[at] ?? '').trim();
  const after = at === undefined ? undefined : next(at);
  const label = REFERENCE_LED.exec((after === undefined ? '' : lines[after]) ?? '')?.[1] ?? '';
  const reference = factOfLabel(label) === 'reference' || factOfLabel(`${label} number`) === 'reference';
  const capitals = name.split(/\s+/).every((w) => /^\p{Lu}\p{Ll}/u.test(w));
  if (at === undefined || !reference || !capitals || !isPersonName(name) || name.split(/\s+/).length > 4) return [];
  return factOfLabel(name) ? [] : [{ fact: 'person', label: '', value: name, line: at }];
}

/** A table booked in a sentence, as labelled facts: the restaurant, its day and time, the party. */
function tableSentence(text: string): LabelledFact[] {
  for (const pattern of TABLE_SENTENCES) {
    const m = pattern.exec(text);
    if (!m?.[1] || !m[2] || !m[3]) continue;
    const line = text.slice(0, m.index).split('\n').length - 1;
    return [
      { fact: 'restaurant', label: '', value: m[2].trim(), line },
      { fact: 'date', label: '', value: m[3].replace(/\s+(?:at|um)\s+/i, ' '), line },
      { fact: 'partySize', label: '', value: m[1], line },
    ];
  }
  return [];
}

/** A restaurant named in a sentence by the word for one: `Ihre Reservierung im Restaurant Lokal Neun`. */
const RESTAURANT_NAMED = new RegExp(
  `\\b(?:${['restaurant', 'restaurante', 'restauracja', 'restaurang', 'restaurace'].map(eitherCase).join('|')})[ \\t]+(${nameWords()})|\\b((?:${['ristorante', 'trattoria', 'osteria', 'brasserie', 'bistro', 'taverna'].map(eitherCase).join('|')})[ \\t]+${nameWords()})`,
  'u',
);

/** A word whose first letter may be written either way (`[Rr]estaurant`): the name after it must be capitalised. */
function eitherCase(word: string): string {
  return `[${word.charAt(0).toUpperCase()}${word.charAt(0)}]${word.slice(1)}`;
}

/** Up to five capitalised words, with the small words names join them by: `Le Comptoir du Relais`, `Zur Post`. */
function nameWords(): string {
  const word = "(?:\\p{Lu}|\\d)[\\p{L}\\p{N}'’&-]*";
  const joiner = '(?:du|de|des|la|le|di|del|della|da|do|dos|van|von|der|den|zum|zur|am|im|y|e|et|and|&)';
  // Words of one line: a name never runs on into the next.
  return `${word}(?:[ \\t]+(?:${joiner}[ \\t]+)?${word}){0,4}`;
}

/** A party's size in a sentence, in the languages of the labels: `4 personnes`, `2 people`, `3 Personen`. */
const PARTY_IN_SENTENCE =
  /(?<!\d)(\d{1,2})\s+(?:people|persons|guests|diners|adults|personnes|couverts|personas|comensales|persone|coperti|personen|pessoas|osoby|osób|osob|personer|gäster)\b/iu;

/**
 * A table booked in a sentence in any language of the labels, its restaurant named by the word for one, its party
 * counted and its day and time after them: `Votre réservation au restaurant Le Comptoir du Relais pour 4 personnes le
 * samedi 15 mars 2025 à 20h00`.
 */
function tableInAnySentence(text: string, read: ReadWhen): LabelledFact[] {
  for (const [line, sentence] of text.split('\n').entries()) {
    if (sentence.length > 300) continue;
    const named = RESTAURANT_NAMED.exec(sentence);
    const party = named ? PARTY_IN_SENTENCE.exec(sentence) : null;
    const restaurant = named?.[1] ?? named?.[2];
    if (!named || !restaurant || !party?.[1]) continue;
    const after = sentence.slice(Math.max(named.index + named[0].length, party.index + party[0].length));
    const when = read(after);
    if (!when.date || !when.clock) continue;
    return [
      { fact: 'restaurant', label: '', value: restaurant, line },
      { fact: 'date', label: '', value: `${when.date} ${when.clock}`, line },
      { fact: 'partySize', label: '', value: party[1], line },
    ];
  }
  return [];
}

/**
 * The restaurant of a table whose party is labelled but not its restaurant, named in a sentence, as a labelled fact
 * at its line.
 */
function restaurantInSentence(text: string): LabelledFact[] {
  const m = RESTAURANT_NAMED.exec(text);
  // "im Restaurant Lokal Neun" is Lokal Neun; a trattoria's or brasserie's word is part of its name.
  const name = m?.[1] ?? m?.[2];
  if (!m || !name) return [];
  return [{ fact: 'restaurant', label: '', value: name, line: text.slice(0, m.index).split('\n').length - 1 }];
}

/**
 * Two airports by their codes on the line under a departure's and an arrival's times printed on one line (`Vertrek
 * 06:45 Aankomst 08:55` / `Amsterdam (AMS) Lissabon (LIS)`), as a route at the times' line.
 */
function routesUnderTimes(lines: readonly string[], labelled: readonly LabelledFact[], read: ReadWhen): LabelledFact[] {
  const found: LabelledFact[] = [];
  for (const [k, f] of labelled.entries()) {
    const arrive = labelled[k + 1];
    if (f.fact !== 'depart' || arrive?.fact !== 'arrive' || arrive.line !== f.line) continue;
    if (!isWhenOnly(f.value, read) || !isWhenOnly(arrive.value, read)) continue;
    const below = (lines[f.line + 1] ?? '').trim();
    const m = /^(\p{L}[^()\d]{1,40}?\s*\([A-Z]{3}\))\s+(\p{L}[^()\d]{1,40}?\s*\([A-Z]{3}\))$/u.exec(below);
    if (m?.[1] && m[2] && airportIn(m[1]) && airportIn(m[2])) {
      found.push({ fact: 'route', label: '', value: `${m[1]} → ${m[2]}`, line: f.line });
    }
  }
  return found;
}

/**
 * Airports printed on the line above a departure's or arrival's label that gives only its time (`Frankfurt (FRA),
 * Terminal 1` / `Departure: 13:20`), as stops at the label's line: the place of that end. A line that is labelled
 * itself, or gives a time, is no such place.
 */
function placesAboveTimes(lines: readonly string[], labelled: readonly LabelledFact[], read: ReadWhen): LabelledFact[] {
  const labelledLines = new Set(labelled.map((f) => f.line));
  const found: LabelledFact[] = [];
  for (const f of labelled) {
    if ((f.fact !== 'depart' && f.fact !== 'arrive') || !isWhenOnly(f.value, read)) continue;
    let j = f.line - 1;
    while (j >= f.line - 2 && j >= 0 && !(lines[j] ?? '').trim()) j--;
    const above = (lines[j] ?? '').trim();
    if (j < 0 || labelledLines.has(j) || above.length > 80 || !/\([A-Z]{3}\)/.test(above)) continue;
    if (read(above).clock || !airportIn(above)) continue;
    found.push({ fact: 'stop', label: '', value: above, line: f.line });
  }
  return found;
}

/**
 * A ride's ends printed on one line with an arrow, a time on each side (`15.03.2024 08:00 Berlin ZOB → 11:15 Hamburg
 * ZOB`), as labelled departure and arrival facts at their line: for a document that labels its vehicle but no end.
 */
function arrowLines(lines: readonly string[], read: ReadWhen, labelledLines: ReadonlySet<number>): LabelledFact[] {
  const found: LabelledFact[] = [];
  for (const [i, raw] of lines.entries()) {
    const line = raw.trim();
    if (labelledLines.has(i) || line.length > 160 || !/→|->|➡/.test(line)) continue;
    const sides = line.split(/\s*(?:→|->|➡)\s*/);
    if (sides.length !== 2 || !sides[0] || !sides[1]) continue;
    const [from, to] = [read(sides[0]), read(sides[1])];
    if (!from.clock || !to.clock || !from.rest || !to.rest) continue;
    found.push(
      { fact: 'depart', label: '', value: sides[0], line: i },
      { fact: 'arrive', label: '', value: sides[1], line: i },
    );
  }
  return found;
}

/**
 * A route of two airports by their codes, perhaps after the designator: `A3 326 Athens (ATH) - Heraklion (HER)`. Each
 * end starts after all the white space before it (with one or two of its spaces when it needs them to be two
 * characters long), and its name is two characters or ends in a printed character, so each run of spaces is read one
 * way.
 */
export const ROUTE_LINE =
  /^\s*(?:((?:[A-Z][A-Z0-9]|\d[A-Z])\s?\d{1,4}|[A-Z]{3}\d{1,4})\s+)?((?!\s)(?:[^()\d]{2}|[^()\d]{3,40}?(?<=\S))\s*\((?:[A-Z]{3}|Terminal\s+\w{1,4})\)|\s[^()\d\s]\s*\((?:[A-Z]{3}|Terminal\s+\w{1,4})\)|\s\s\((?:[A-Z]{3}|Terminal\s+\w{1,4})\))\s*(?:→|->|–|—|-|>|to|nach|à|naar|till|do|para)\s*((?!\s)(?:[^()\d]{2}|[^()\d]{3,40}?(?<=\S))\s*\((?:[A-Z]{3}|Terminal\s+\w{1,4})\)|\s[^()\d\s]\s*\((?:[A-Z]{3}|Terminal\s+\w{1,4})\)|\s\s\((?:[A-Z]{3}|Terminal\s+\w{1,4})\))\s*$/iu;
/** An airport's terminal in brackets after its name, shortened or whole: `(T1)`, `(T2E)`, `(Terminal 5)`. */
const BRACKETED_TERMINAL = '\\s*\\((?:T\\d{1,2}[A-Z]?|Terminal\\s+[A-Z0-9]{1,3})\\)';

/**
 * A route of two airports by their names, without codes: `London Heathrow to New York JFK`; the flight's designator
 * before or after it, the flight's place in the trip before it (`1 of 2 London Luton to Amsterdam EZY2521`), an end's
 * terminal in brackets after its name (`London Luton to Lisbon (T1) EZY2461`).
 */
const ROUTE_PLAIN = new RegExp(
  `^\\s*(?:\\d{1,2}\\s+(?:of|von|de|di|van|z|av)\\s+\\d{1,2}\\s+)?(?:((?:[A-Z][A-Z0-9]|\\d[A-Z])\\s?\\d{1,4})\\s+)?(\\p{L}[^()\\d|:]{1,40}?(?:${BRACKETED_TERMINAL})?)\\s+(?:→|->|–|—|-|to|nach|à|naar|till|do|para)\\s+(\\p{L}[^()\\d|:]{1,40}?(?:${BRACKETED_TERMINAL})?)(?:\\s+((?:[A-Z][A-Z0-9]|\\d[A-Z])\\s?\\d{1,4}|[A-Z]{3}\\d{1,4}))?\\s*$`,
  'u',
);

/**
 * A route end's shortened terminal written whole, as the readers of terminals know it: `Lisbon (T1)` is `Lisbon
 * (Terminal 1)`.
 */
function terminalWritten(end: string): string {
  return end.replace(/\(T(\d{1,2}[A-Z]?)\)$/, '(Terminal $1)');
}

/**
 * A route written twice, by its two ends' names and then by their airports' codes: `from Newark to San Francisco EWR →
 * SFO`, `Paris to Rome CDG - FCO`.
 */
const NAMED_THEN_CODED =
  /^\s*(?:(?:from|von|de|desde|da|van|från|z)\s+)?(\p{L}[^()\d|:]{1,40}?)\s+(?:to|nach|à|a|naar|till|do|para)\s+(\p{L}[^()\d|:]{1,40}?)\s+([A-Z]{3})\s*(?:→|->|>|–|—|-)\s*([A-Z]{3})\s*$/u;

/**
 * A route written by names then codes as a route line's match: no flight, then each end as its name with its code in
 * brackets.
 */
function namedThenCoded(line: string): [string, undefined, string, string] | undefined {
  const m = NAMED_THEN_CODED.exec(line);
  if (!m?.[1] || !m[2] || !m[3] || !m[4]) return undefined;
  return [line, undefined, `${m[1].trim()} (${m[3]})`, `${m[2].trim()} (${m[4]})`];
}

/**
 * Routes printed on a line of their own above departure and arrival labels that give only the time (`Dublin (DUB) to
 * Boston (BOS)` / `Flight: EI 135` / `Departs: Thu 01 Oct 2026 15:50`), as labelled route facts at their lines, with
 * the flight when the line begins with its designator. In a document that labels no flight, a route of two stations
 * the station data knows (`København H – Aarhus H`) is one too, with the day and train printed on the lines just
 * under it.
 */
function routeLines(lines: readonly string[], read: ReadWhen, flights: boolean, ferries = false): LabelledFact[] {
  const found: LabelledFact[] = [];
  for (const [i, whole] of lines.entries()) {
    if (whole.length > 120) continue;
    // "Outbound: Holyhead - Dublin Port": a sailing's direction may label its route.
    const direction = ferries ? /^\s*(\p{L}{3,12}):\s+/u.exec(whole) : null;
    const directed = direction?.[1] ? factOfLabel(direction[1]) : undefined;
    // "Route: Copenhagen - Oslo" is read as labelled.
    if (directed === 'route') continue;
    const raw = direction && directed ? whole.slice(direction[0].length) : whole;
    // "Flight LO 327 Warsaw (WAW) - Rome (FCO)": a vehicle's label may lead the line.
    const lead = /^\s*(\p{L}{2,12})\s+(?=\S)/u.exec(raw);
    const leadFact = lead?.[1] ? factOfLabel(lead[1]) : undefined;
    const unled = lead && leadFact && isMode(leadFact) ? raw.slice(lead[0].length) : raw;
    // "Flight 1023 | Boston (BOS) → Orlando (MCO)": the route in the last cell after a bar.
    const line = unled.includes(' | ') ? unled.slice(unled.lastIndexOf(' | ') + 3) : unled;
    const named = line.includes('(') ? undefined : namedThenCoded(line);
    // A line with brackets is a route of codes first; a plain route's only brackets are its ends' terminals.
    const coded = line.includes('(') ? ROUTE_LINE.exec(line) : null;
    const plain = named || coded ? undefined : ROUTE_PLAIN.exec(line);
    const m = named ?? plain ?? coded;
    if (!m?.[2] || !m[3]) continue;
    const [from, to] = [terminalWritten(m[2].trim()), terminalWritten(m[3].trim())];
    // The designator before the route, or after a plain one.
    const flight = m[1] ?? plain?.[4];
    if (airportIn(from) && airportIn(to)) {
      if (flight) found.push({ fact: 'flight', label: '', value: flight, line: i });
      // "London Gatwick to Edinburgh" / "Friday 26 March 2027": the flight's day printed alone under its route.
      found.push(
        { fact: 'route', label: '', value: `${from} → ${to}`, line: i },
        ...rideUnderRoute(lines, i, read, false),
      );
    } else if (ferries && !flight && knownPlace(from) && knownPlace(to) && from !== to) {
      found.push({ fact: 'route', label: '', value: `${from} → ${to}`, line: i });
    } else if (!flights && !flight && stationIn(from) && stationIn(to) && stationIn(from) !== stationIn(to)) {
      found.push({ fact: 'route', label: '', value: `${from} → ${to}`, line: i }, ...rideUnderRoute(lines, i, read));
    }
  }
  return found;
}

/** A day with the departure's and the arrival's clocks joined by an arrow or a dash: `Thu 22.10.2026 08:00 → 09:48`. */
const DAY_WITH_TIMES = /^(\S.{0,45}?\d{1,2}[:.]\d{2})\s*(?:→|->|–|—|-)\s*(\d{1,2}[:.]\d{2})$/;

/**
 * Rides printed as a route of two stations on a line of its own (`Oslo S – Bergen`), the day with the departure's and
 * arrival's clocks on the next line (`Sat 14.11.2026 06:25 → 13:05`), and the train or bus opening the line after
 * (`RE 45 Coach 3, seat 12`), as labelled facts at the line of the times.
 */
function routesWithTimes(lines: readonly string[], read: ReadWhen): LabelledFact[] {
  const found: LabelledFact[] = [];
  // The lines that hold something, blank lines between them aside.
  const filled = [...lines.keys()].filter((i) => (lines[i] ?? '').trim() !== '');
  for (let k = 1; k + 1 < filled.length; k++) {
    const [i, at, below] = [filled[k - 1] ?? 0, filled[k] ?? 0, filled[k + 1] ?? 0];
    const shown = (lines[at] ?? '').trim();
    const times = shown.length <= 64 ? DAY_WITH_TIMES.exec(shown) : null;
    if (!times?.[1] || !times[2] || below - i > 4) continue;
    const departs = read(times[1]);
    const vehicle = TIMETABLE_VEHICLE.exec((lines[below] ?? '').trim());
    if (!departs.date || !departs.clock || departs.rest !== '' || vehicle?.index !== 0) continue;
    const route = ROUTE_PLAIN.exec(lines[i] ?? '');
    const [from, to] = [route?.[2]?.trim(), route?.[3]?.trim()];
    if (route?.[1] || !from || !to || !stationIn(from) || !stationIn(to) || stationIn(from) === stationIn(to)) continue;
    const fact = (name: Fact, value: string): LabelledFact => ({ fact: name, label: '', value, line: at });
    found.push(
      fact(vehicle[2] ? 'bus' : 'train', vehicle[0]),
      fact('date', departs.date),
      fact('depart', `${from} ${departs.clock}`),
      fact('arrive', `${to} ${times[2].replace('.', ':')}`),
    );
  }
  return found;
}

/** A train printed without its label: its kind's code and number, or its service's name and number. */
function unlabelledTrain(cell: string): string | undefined {
  if (TRAIN_PRODUCT.test(cell)) return cell;
  return TRAIN_SERVICE.test(cell) ? cell : undefined;
}

/**
 * The day and train printed on the lines under a route of two stations, before any label (`fre. 13. nov. 2026 IC 133`,
 * `lørdag 12. desember 2026`): the day alone, or the day with the train after it; without `vehicles` (under a route of
 * airports), the day alone.
 */
function rideUnderRoute(lines: readonly string[], at: number, read: ReadWhen, vehicles = true): LabelledFact[] {
  const found: LabelledFact[] = [];
  for (let i = at + 1; i < Math.min(lines.length, at + 4); i++) {
    const line = (lines[i] ?? '').trim();
    if (!line) continue;
    if (line.length > 60 || line.includes(':')) break;
    if (/\d/.test(line) && isDayOnly(line, read)) {
      found.push({ fact: 'date', label: '', value: line, line: i });
      continue;
    }
    if (vehicles) found.push(...dayThenVehicle(line, i, read, true));
  }
  return found;
}

/**
 * A day, then a vehicle with its label (`vr 18 sep 2026 Vluchtnummer HV 5131`, `fre. 13. nov. 2026 IC 133`) on one
 * line, as the day's and the vehicle's facts; with `trains`, a train's code and number need no label.
 */
function dayThenVehicle(line: string, at: number, read: ReadWhen, trains: boolean): LabelledFact[] {
  const words = line.split(/\s+/);
  for (let k = 2; k <= Math.min(3, words.length - 1); k++) {
    const day = words.slice(0, -k).join(' ');
    const cell = words.slice(-k).join(' ');
    const vehicle = labelledVehicle(cell) ?? numberedService(cell);
    const train = vehicle || !trains ? undefined : unlabelledTrain(cell);
    if (!/\d/.test(day) || !isDayOnly(day, read) || (!vehicle && !train)) continue;
    return [
      { fact: 'date', label: '', value: day, line: at },
      { fact: vehicle?.fact ?? 'train', label: '', value: vehicle?.value ?? train ?? '', line: at },
    ];
  }
  return [];
}

/** A line holding only an airline's name and a flight number: `Delta Air Lines 1234`, `Lufthansa flight 400`. */
const AIRLINE_LINE = /^\s*(\p{L}[\p{L} .'&-]{1,40}?)\s+(?:flight\s+|flug\s+|vol\s+)?(\d{1,4})\s*$/iu;

/**
 * A line holding only a vehicle's label and its number, without a colon, perhaps with the carrier's name between:
 * `Vol AF 7712`, `Zug ICE 1035`, `Flight - Lufthansa  LH 400`, `Zug -> RJ 596`.
 */
const VEHICLE_LINE =
  /^\s*(\p{L}[\p{L} ]{1,24}?)\s+(?:\d{1,2}\s+(?:of|von|de|di|van|z|av)\s+\d{1,2}\s+)?(?:(?:[-–—]>?|→)\s+)?(?:\p{L}[\p{L} .'&-]{1,40}?\s+)?((?:[A-Z][A-Z0-9]|\d[A-Z])[ -]?\d{1,4}|[A-Z]{1,4} ?\d{1,5})\s*$/u;

/** A flight's designator alone on its line: `AA 2345`, `UA1234`. */
const DESIGNATOR_LINE = /^\s*((?:[A-Z][A-Z0-9]|\d[A-Z])\s?\d{1,4}|[A-Z]{3}\d{1,4})(?:\s+[-_=─]{4,})?\s*$/;

/**
 * Vehicles named on a line of their own above their labelled departure and arrival, and days printed alone on lines
 * above them, as labelled facts at their lines: a known airline's designator alone (`AA 2345`), the airline's name
 * and number (`Flight 1 of 2` / `Delta Air Lines 1234` / `Depart: …`), or a vehicle's label in any language of
 * `labels.ts` and its number with no colon between (`Vol AF 7712`, `Flight 1 of 2 UA1234`).
 */
function vehicleLines(lines: readonly string[], read: ReadWhen): LabelledFact[] {
  const found: LabelledFact[] = [];
  for (const [i, line] of lines.entries()) {
    // A long line is prose, or a page's row of columns (a PDF's): there only a cell that labels its vehicle is read.
    const long = line.length > 80;
    if (long && !CELL_BREAK.test(line.trim())) continue;
    // "MON 10MAR   DELTA 1234   Main Cabin (L)", "BA0117 British Airways | Euro Traveller", "Arlanda Express, Tåg
    // 7862": each cell on its own.
    const cells = line.length > 60 || /\s{2,}|\||,\s/.test(line.trim()) ? line.split(/\s{2,}|\s*\|\s*|,\s+/) : [line];
    for (const cell of cells) {
      const fact = long ? labelledVehicle(cell.trim()) : vehicleCell(cell.trim(), read);
      if (fact) found.push({ ...fact, label: '', line: i });
      // "vr 18 sep 2026 Vluchtnummer HV 5131": the day, then the vehicle's label and number.
      else if (!long && cells.length === 1 && /\d/.test(cell))
        found.push(...dayThenVehicle(cell.trim(), i, read, false));
    }
  }
  return found;
}

/**
 * A ticket's line of day and time with the day in digits and no year (`28/04 kl 12:00`, `28/04 12:00`), written with
 * its month's name (`28 Apr 12:00`): read day first where the Nordic clock's word says so or the first number can be
 * no month; `04/05 12:00` stays unread.
 */
function slashedDayAndClock(cell: string): string | undefined {
  const m = /^(\d{1,2})\/(\d{1,2})\s+(kl\.?\s+)?(\d{1,2}[:.]\d{2})$/.exec(cell);
  const [day, month] = [Number(m?.[1]), Number(m?.[2])];
  if (!m || month < 1 || month > 12 || day < 1 || day > 31 || (!m[3] && day <= 12)) return undefined;
  return `${dayWithMonthName(day, month)} ${m[4]}`;
}

/** What a line or a cell of one says of a ride: the day printed alone, or the flight or vehicle it names. */
function vehicleCell(cell: string, read: ReadWhen): { fact: Fact; value: string } | undefined {
  if (!cell || cell.length > 60) return undefined;
  // "Thursday, April 3, 2025" alone above a flight: the day of the ride below it.
  if (/\d/.test(cell) && isDayOnly(cell, read)) return { fact: 'date', value: cell };
  // "09 okt 20:05 RESPLUS": a ticket's first line, its day and time with the fare's name after them.
  const dated = /^(\d{1,2}\.? \p{L}{3,9}\.?(?: \d{4})? \d{1,2}[:.]\d{2})(?: \p{Lu}{3,12}){1,2}$/u.exec(cell);
  if (dated?.[1] && isDayOnly(dated[1], read)) return { fact: 'date', value: dated[1] };
  const slashed = slashedDayAndClock(cell);
  if (slashed && isDayOnly(slashed, read)) return { fact: 'date', value: slashed };
  const alone = DESIGNATOR_LINE.exec(cell);
  if (alone?.[1] && designatorOf(alone[1])) return { fact: 'flight', value: alone[1] };
  // "BA0117 British Airways", "BA0440: British Airways": the designator with its airline's name after it.
  const named = /^((?:[A-Z][A-Z0-9]|\d[A-Z])\s?\d{1,4}):?\s+(\p{L}[\p{L} .'&-]{1,40})$/u.exec(cell);
  const code = named?.[1] ? designatorOf(named[1])?.[0] : undefined;
  if (named?.[1] && code && airlineByName(named[2] ?? '') === code) return { fact: 'flight', value: named[1] };
  // "KE902 Economy", "SK 1469 Copenhagen - Oslo": the designator with its cabin, or its route between known towns.
  if (named?.[1] && code && isCabinOrRoute(named[2] ?? '')) return { fact: 'flight', value: named[1] };
  const labelled = labelledVehicle(cell);
  if (labelled) return labelled;
  // "Flight 1023", "Flight # 1822": a flight by its number alone, which only the mail's sender can name.
  const numbered = /^(\p{L}{3,12})\s*#?\s*(\d{2,4})$/u.exec(cell);
  if (numbered?.[1] && numbered[2] && factOfLabel(numbered[1]) === 'flight')
    return { fact: 'flight', value: numbered[2] };
  const service = numberedService(cell);
  if (service) return service;
  const m = AIRLINE_LINE.exec(cell);
  const airline = m?.[1] ? airlineByName(m[1]) : undefined;
  if (airline && m?.[2]) return { fact: 'flight', value: `${airline} ${m[2]}` };
  // "United Airlines Flight UA 901": the airline's name and a flight's word before a designator of that airline.
  const carrierLine = AIRLINE_WORD_DESIGNATOR.exec(cell);
  const own = carrierLine?.[1] ? airlineByName(carrierLine[1]) : undefined;
  return own &&
    carrierLine?.[3] &&
    factOfLabel(carrierLine[2] ?? '') === 'flight' &&
    designatorOf(carrierLine[3])?.[0] === own
    ? { fact: 'flight', value: carrierLine[3] }
    : undefined;
}

/** An airline's name, a word, and a designator: `United Airlines Flight UA 901`. */
const AIRLINE_WORD_DESIGNATOR = /^(\p{L}[\p{L} .'&-]{1,40}?)\s+(\p{L}{3,12})\s+((?:[A-Z][A-Z0-9]|\d[A-Z])\s?\d{1,4})$/u;

/** A flight's cabin as printed after its designator: `Economy`, `Business Class`, `Premium Economy`. */
const CABIN = /^(?:(?:premium\s+)?economy|business|first|eco)(?:\s+class)?$/i;

/** Words after a designator that are its cabin, or a route between two towns the data knows. */
function isCabinOrRoute(words: string): boolean {
  if (CABIN.test(words.trim())) return true;
  const ends = routeEnds(words);
  return Boolean(ends && knownPlace(ends[0]) && knownPlace(ends[1]));
}

/** A vehicle named by its label and number without a colon (`Zug ICE 1035`), as the fact its label names. */
function labelledVehicle(cell: string): { fact: Fact; value: string } | undefined {
  const labelled = VEHICLE_LINE.exec(cell);
  if (!labelled?.[1] || !labelled[2]) return undefined;
  // "Outbound flight U2 807": the label may be all the words before the number, where its first word alone is none.
  const whole = cell.slice(0, cell.lastIndexOf(labelled[2])).trim();
  const mode = [labelled[1], whole].map((l) => factOfLabel(l)).find((f) => f && isMode(f));
  return mode ? { fact: mode, value: labelled[2] } : undefined;
}

/**
 * Whether a label names a vehicle at this line: a route line there ("Flight LO 327 Warsaw (WAW) - Rome (FCO)") adds
 * its ends only.
 */
function vehicleAt(labelled: readonly LabelledFact[], line: number): boolean {
  return labelled.some((f) => f.line === line && isMode(f.fact));
}

/**
 * The labelled facts with what the document prints without labels where its labels leave a gap: flights one to a
 * line or a table booked in a sentence when no ride is labelled; ends on an arrow line when a vehicle is labelled
 * but no end; a flight named by its airline on a line of its own when ends are labelled but no vehicle.
 */
/**
 * A day printed alone on a line under a ride's label, before its departure (`Flight  United Airlines 925` /
 * `Mon, Jun 12, 2017` / `Depart  San Francisco (SFO)  10:30 AM`), or just above the label: the ride's day, when its
 * block gives none.
 */
function daysUnderRides(lines: readonly string[], labelled: readonly LabelledFact[], read: ReadWhen): LabelledFact[] {
  const days: LabelledFact[] = [];
  labelled.forEach((f, k) => {
    if (!isMode(f.fact)) return;
    const next = labelled.slice(k + 1);
    const end = next.findIndex((g) => isMode(g.fact));
    const block = end < 0 ? next : next.slice(0, end);
    const dated = block.some(
      (g) => g.fact === 'date' || ((g.fact === 'depart' || g.fact === 'arrive') && read(g.value).date),
    );
    // The day may stand between the label and the next ride's line ("Flight 1: …" / "Thu 04-Jun-2026" / "AC 311 …").
    const first = (block[0] ?? next[0])?.line;
    if (dated || first === undefined || read(f.value).date) return;
    for (let i = f.line + 1; i < Math.min(first, f.line + 3); i++) {
      const line = (lines[i] ?? '').trim();
      if (line && line.length <= 40 && isDayOnly(line, read)) {
        days.push({ fact: 'date', label: '', value: line, line: i });
        return;
      }
    }
    // An itinerary's day heading over the ride's label, perhaps a blank line between (`Mon, Mar 23, 2026` / `` /
    // `Flight  Delta Air Lines 1456`), with no other fact between them.
    const before = labelled[k - 1]?.line ?? -1;
    for (let i = f.line - 1; i > Math.max(before, f.line - 3); i--) {
      const line = (lines[i] ?? '').trim();
      if (!line) continue;
      if (line.length <= 40 && isDayOnly(line, read)) days.push({ fact: 'date', label: '', value: line, line: i });
      return;
    }
  });
  return days;
}

/** A fact of a ride: its vehicle or one of its ends. */
function isRideFact(f: LabelledFact): boolean {
  return isMode(f.fact) || f.fact === 'depart' || f.fact === 'arrive';
}

/** A line that opens with a seat's word and the seat, no colon between (`Seat 23A, Economy Standard`). */
const SEAT_LINE =
  /^\s*(?:seat|sitzplatz|platz|si[eè]ge|asiento|posto|plaats|plats|miejsce|m[ií]sto)\s+(\d{1,3}[A-K])(?![\p{L}\d])/iu;

/**
 * The facts with the seats printed on lines of their own under the rides, or after a passenger's name, when no seat is
 * labelled.
 */
function withSeatLines(facts: LabelledFact[], lines: readonly string[]): LabelledFact[] {
  const taken = new Set(facts.map((f) => f.line));
  // "Mevrouw Sanne de Vries Stoel 21A / 19F": the seats after a passenger's name.
  const seats: LabelledFact[] = facts.flatMap((f) => {
    const after = f.fact === 'person' ? SEATS_AFTER_NAME.exec(f.value)?.[1] : undefined;
    return after ? [{ fact: 'seat' as const, label: '', value: after, line: f.line }] : [];
  });
  for (const [i, line] of lines.entries()) {
    const seat = line.length <= 80 && !taken.has(i) ? SEAT_LINE.exec(line)?.[1] : undefined;
    if (seat) seats.push({ fact: 'seat', label: '', value: seat, line: i });
  }
  return seats.length > 0 ? byLine([...facts, ...seats]) : facts;
}

/** Facts in the order of their lines, those of one line in the order given. */
function byLine(facts: LabelledFact[]): LabelledFact[] {
  return facts.sort((a, b) => a.line - b.line);
}

/**
 * Whether a vehicle's fact was read from a line that names the vehicle alone under a timetable's row (`Bus 52` under
 * `Lorenzweg, Magdeburg 17.02. an 09:38`): that is the product of the row's ride, not a numbered label over the line
 * below it.
 */
function productUnderRow(fact: LabelledFact, lines: readonly string[]): boolean {
  if (!isMode(fact.fact) || !vehicleLine(fact.label.trim())) return false;
  // The fact stands at its value's line: its label's is that line or one a little above it.
  for (let at = fact.line; at >= Math.max(1, fact.line - 2); at--) {
    if ((lines[at] ?? '').trim() === fact.label.trim()) return STOP_LINE.test((lines[at - 1] ?? '').trim());
  }
  return false;
}

function withUnlabelledRides(
  text: string,
  lines: readonly string[],
  given: LabelledFact[],
  read: ReadWhen,
  spoken: () => SpokenKind | undefined,
): LabelledFact[] {
  const found = given.some((f) => isMode(f.fact)) ? given.filter((f) => !productUnderRow(f, lines)) : given;
  // Routes with a clock at each end over their airline's line are whole flights: they replace what was read there.
  const timed = timedRouteFlights(lines, read, (cell) => readFacts(cell));
  if (timed.facts.length > 0) {
    return [...found.filter((f) => !timed.lines.has(f.line)), ...timed.facts].sort((a, b) => a.line - b.line);
  }
  // A table that labels each end in its first column, four lines to a flight, names its flights whole.
  const endRows = endLabelledRows(lines, read);
  if (endRows.facts.length > 0) {
    return [...found.filter((f) => !endRows.lines.has(f.line) && !isRideFact(f)), ...endRows.facts].sort(
      (a, b) => a.line - b.line,
    );
  }
  // A reservation system's segment lines are its flights, its name field their passengers.
  const segments = segmentLines(lines);
  if (segments.facts.length > 0) {
    return [...found.filter((f) => !segments.lines.has(f.line) && !isRideFact(f)), ...segments.facts].sort(
      (a, b) => a.line - b.line,
    );
  }
  // An electronic ticket's coupons are its flights.
  const coupons = ticketCoupons(lines);
  if (coupons.facts.length > 0) {
    return [...found.filter((f) => !coupons.lines.has(f.line) && !isRideFact(f)), ...coupons.facts].sort(
      (a, b) => a.line - b.line,
    );
  }
  // Routes of two codes with a clock after each are the document's flights: other lines' ride labels are their
  // header's words or a copy of the same rows without their day.
  const clocked = clockedCodeRoutes(lines, read);
  if (clocked.facts.length > 0) {
    return [...found.filter((f) => !clocked.lines.has(f.line) && !isRideFact(f)), ...clocked.facts].sort(
      (a, b) => a.line - b.line,
    );
  }
  // Cards of a day over two clock-led ends ("09:20 London-Gatwick" / "12:25 Oslo-Gardermoen") and the flight's
  // designator are the document's flights: labels beside them name its route or its booking, no ride.
  const cards = clockLedCards(lines, read);
  if (cards.facts.length > 0) {
    return [...found.filter((f) => !cards.lines.has(f.line) && !isRideFact(f)), ...cards.facts].sort(
      (a, b) => a.line - b.line,
    );
  }
  const days = daysUnderRides(lines, found, read);
  const labelled = days.length > 0 ? [...found, ...days].sort((a, b) => a.line - b.line) : found;
  const vehicle = labelled.some((f) => isMode(f.fact));
  const departs = labelled.some((f) => f.fact === 'depart');
  const inOrder = (more: LabelledFact[]) =>
    more.length > 0 ? [...labelled, ...more].sort((a, b) => a.line - b.line) : labelled;
  if (vehicle && !departs && !labelled.some((f) => f.fact === 'arrive')) {
    const arrows = arrowLines(lines, read, new Set(labelled.map((f) => f.line)));
    // "08:30 Paris Bercy Seine" / "13:05 Lyon Perrache" / "Bus 2101 · …": with no route on an arrow's line, a vehicle
    // labelled under a timetable's stops numbers the ride above it, when every vehicle labelled does so.
    const stops = arrows.length > 0 ? [] : timetableLines(lines, read, spoken);
    const numbered = new Set(stops.filter((f) => f.fact === 'service').map((f) => f.line));
    const vehicles = labelled.filter((f) => isMode(f.fact));
    if (stops.length > 0 && vehicles.every((f) => numbered.has(f.line))) {
      return byLine([...labelled.filter((f) => !isMode(f.fact)), ...stops]);
    }
    // "CDG ✈ LFLL" over "Flight  DL31": a labelled flight's route printed as its airports' codes alone.
    const coded =
      arrows.length === 0 && vehicles.every((f) => f.fact === 'flight')
        ? codedRouteLines(lines, new Set(labelled.map((f) => f.line)))
        : [];
    return inOrder(arrows.length > 0 ? arrows : coded);
  }
  // "Departs: Thu 01 Oct 2026 15:50" names no place: the route is printed on a line of its own above it.
  const placeless = departs && labelled.filter((f) => f.fact === 'depart').every((f) => isWhenOnly(f.value, read));
  // "Train 173: Boston - New York" over "Depart 10:05 AM, Monday, March 4, 2019": a receipt's numbered routes are
  // its rides whole, the vehicles labelled on their lines among them.
  const numbered = placeless ? numberedRoutes(lines, read) : [];
  const numberedAt = new Set(numbered.filter((f) => isMode(f.fact)).map((f) => f.line));
  if (numbered.length > 0 && labelled.every((f) => !isMode(f.fact) || numberedAt.has(f.line))) {
    return [...labelled.filter((f) => !isRideFact(f)), ...numbered].sort((a, b) => a.line - b.line);
  }
  const flightLabelled = labelled.some((f) => f.fact === 'flight');
  const routes = placeless
    ? routeLines(
        lines,
        read,
        flightLabelled,
        labelled.some((f) => f.fact === 'ferry'),
      ).filter((f) => f.fact === 'route' || !vehicleAt(labelled, f.line))
    : [];
  // "Frankfurt (FRA), Terminal 1" / "Departure: 13:20": with no route, each end's airport stands above its time, or
  // both stand under the line of the two times.
  const places =
    placeless && routes.length === 0
      ? [...placesAboveTimes(lines, labelled, read), ...routesUnderTimes(lines, labelled, read)]
      : [];
  // "Outbound flight  Monday, 10 March 2025": a heading that gives a ride's kind and day names no vehicle.
  // "Flight Tracker": a flight's label before words without a number names no flight.
  const vehicleNamed = labelled.some(
    (f) => isMode(f.fact) && !isDayOnly(f.value, read) && (f.fact !== 'flight' || /\d/.test(f.value)),
  );
  if (departs && !vehicleNamed) {
    const vehicles = vehicleLines(lines, read);
    // A line that names its flight and route ("QR 8 | London Heathrow (LHR) - Doha (DOH)") names the flight once.
    const routed = new Set(vehicles.filter((f) => f.fact !== 'date').map((f) => f.line));
    // A day under the route may stand alone above the departure too: it is read once.
    const once = routes.filter((f) => !vehicles.some((v) => v.line === f.line && v.fact === f.fact));
    return inOrder([...vehicles, ...places, ...once.filter((f) => f.fact === 'route' || !routed.has(f.line))]);
  }
  if (routes.length > 0 || places.length > 0) return inOrder([...routes, ...places]);
  if (vehicle || departs) return labelled;
  const booking = labelled.some((f) => ['restaurant', 'hotel', 'event', 'pickup'].includes(f.fact));
  const named = !booking && labelled.some((f) => f.fact === 'partySize') ? restaurantInSentence(text) : [];
  // A card of the table's lines names it whole, where a sentence may name it by part of its name.
  if (named.length > 0) {
    const card = tableCard(lines, read);
    return inOrder(card.length > 0 ? card : named);
  }
  const lineFlights = flightLines(lines, read);
  const cardFlights = lineFlights.length > 0 ? lineFlights : flightCards(lines, read);
  const columnFlights = cardFlights.length > 0 ? cardFlights : pairedColumnFlights(lines, read);
  // A notice of a delay or change tells its flight in a sentence, when nothing prints it otherwise.
  const flights = columnFlights.length > 0 ? columnFlights : flightSentences(lines, read);
  const stops = flights.length > 0 ? [] : timetableLines(lines, read, spoken);
  const routed = flights.length > 0 || stops.length > 0 ? stops : routesWithTimes(lines, read);
  // A table's row of both stations and both clocks, when nothing else prints the rides: what its day's line labels
  // is that day.
  const paired = flights.length > 0 || routed.length > 0 ? undefined : stationPairRows(lines, read);
  // A coach line's confirmation may tell each ride in a sentence, when nothing prints it otherwise.
  const timetable =
    paired && paired.facts.length > 0
      ? paired.facts
      : routed.length > 0 || flights.length > 0
        ? routed
        : rideSentences(text, read);
  const dayLines = paired?.dayLines ?? new Set<number>();
  const sentenceTable = booking ? [] : tableSentence(text);
  const table = booking || sentenceTable.length > 0 ? sentenceTable : tableCard(lines, read);
  // A timetable dates each of its rides: a day labelled elsewhere (when the ticket was paid, from when it is valid)
  // dates none of them.
  const undated = timetable.length > 0 ? labelled.filter((f) => f.fact !== 'date' && !dayLines.has(f.line)) : labelled;
  // A seat printed on a timetable's row is the ride's that row begins: each row's ride comes first on its line.
  const rows = timetable.length > 0 ? byLine([...timetable, ...undated]) : undated;
  // Flights printed without labels stand among the labelled facts in the order of their lines: a day labelled over
  // each (`Hinflug · Mittwoch, 04. März 2026`) is that flight's.
  const rides = flights.length > 0 ? byLine([...rows, ...flights]) : rows;
  return [...rides, ...(booking || table.length > 0 ? table : tableInAnySentence(text, read))];
}

const headingCache = new WeakMap<ExtractorInput, Set<string>>();

/**
 * The texts of an HTML document's headings (`<h1>`…`<h6>`) and of its runs of bold text (`<strong>`, `<b>`), which
 * stand for a heading when they are a whole line; read once per document when first asked for.
 */
function headingsOf(input: ExtractorInput): Set<string> {
  let found = headingCache.get(input);
  if (found) return found;
  found = new Set();
  if (input.kind === 'html' && input.html && input.html.length <= MAX_HTML) {
    for (const m of input.html.matchAll(/<(h[1-6]|strong|b)\b[^>]*>([\s\S]{0,300}?)<\/\1>/gi)) {
      found.add(
        decodeHTML((m[2] ?? '').replace(/<[^>]*>/g, ' '))
          .replace(/\s+/g, ' ')
          .trim(),
      );
    }
  }
  headingCache.set(input, found);
  return found;
}

/**
 * Whether a line of the document stands for one of its page's headings (`headingsOf`). A text has no page, and none
 * of its lines is asked after.
 */
function headingTest(input: ExtractorInput): (line: string) => boolean {
  return input.kind === 'html' ? (line) => headingsOf(input).has(line.trim()) : NO_HEADING;
}

const NO_HEADING = () => false;

/** The text with the rows of column tables as labelled lines, in place of the runs of cells the text showed. */
function withColumnTables(text: string, input: ExtractorInput): string {
  const inText = () =>
    textColumnTables(
      stackedColumnTables(stackedAirportEnds(airportColumns(text), (value) => readWhen(value, input.date))),
    );
  if (input.kind !== 'html' || !input.html || input.html.length > MAX_HTML) return inText();
  const tables = columnTables(input.html, input.htmlTree);
  if (tables.lines.length === 0 && tables.inPlace.length === 0) return inText();
  const shown = new Set(tables.shown);
  // A row of a label and its value is read where it stands, among the facts printed around it.
  const inPlace = new Map(tables.inPlace.map((r) => [r.shown, r.line]));
  const kept = text.split('\n').flatMap((line) => {
    const labelled = inPlace.get(line.trim());
    if (labelled !== undefined) return labelled ? [labelled] : [];
    return shown.has(line.trim()) ? [] : [line];
  });
  return tables.lines.length === 0 ? kept.join('\n') : [...kept, '', ...tables.lines].join('\n');
}

/**
 * Reads a booking from its labelled facts ("Booking reference: RXJ34P", "Flight: UA 110", "Depart: San Francisco
 * (SFO) 2017-03-04 20:15", "Check-in: 4 March 2017") in any language of `labels.ts`, for mail no provider
 * extractor knows. It answers only when a booking reference and every essential fact of a reservation are found
 * and resolve against the reference data (airports, airlines, stations, cities); otherwise it gives nothing.
 */
export function readLabelledBooking(input: ExtractorInput): Reservation[] {
  return withPrintedAirlineNames(
    withLabelsRemembered(() => readBooking(input)),
    input.text.length > MAX_TEXT ? input.text.slice(0, MAX_TEXT) : input.text,
  );
}

function readBooking(input: ExtractorInput): Reservation[] {
  const raw = input.text.length > MAX_TEXT ? input.text.slice(0, MAX_TEXT) : input.text;
  // A ticket message in Chinese writes its facts in a sentence, without labels.
  const messages = chineseTicketMessages(raw, input.date);
  if (messages.length > 0) return messages;
  // So does a ticket message that cuts its labelled facts by commas (`PNR:…,TRN:…,DOJ:…`).
  const strung = commaLabelledMessages(raw);
  if (strung.length > 0) return strung;
  const text = withColumnTables(raw, input);
  const isHeading = headingTest(input);
  const strict = readFacts(text, input.kind === 'html', isHeading);
  const lines = text.split(/\r?\n/);
  const found = readFromFacts(input, text, lines, strict);
  if (found.length > 0) return withBookingTotal(found, lines);
  if (input.kind === 'html')
    return input.html && runsCardCellsTogether(lines) ? readStackedCells(input, input.html) : found;
  if (strict.length >= 3) return found;
  // A text that writes each label and its value on a line without a colon (`Confirmation ABC123`, `Departure August
  // 19, 2018 at 3:50 PM`) is read again as loosely as a table's rows, when read strictly it gives nothing and read
  // loosely it labels its reference among several facts (a text message's ticket labels none of its lines).
  const loose = readFacts(text, true, isHeading);
  const loosely =
    loose.length >= 4 && loose.some((f) => f.fact === 'reference') ? readFromFacts(input, text, lines, loose) : [];
  return withBookingTotal(loosely, lines);
}

/**
 * A page whose text runs a flight card's cells together, read again with each cell's lines stacked as a plain-text
 * mailer writes them (`runsCardCellsTogether`): the card's day and clock, airport, day and clock, city, designator.
 */
function readStackedCells(input: ExtractorInput, html: string): Reservation[] {
  const text = stackedCellsText(html);
  const isHeading = headingTest(input);
  const lines = text.split(/\r?\n/);
  return withBookingTotal(readFromFacts(input, text, lines, readFacts(text, true, isHeading)), lines);
}

/** The reservations a document's labelled facts give, read with the unlabelled rides, tables and events of its text. */
function readFromFacts(
  input: ExtractorInput,
  text: string,
  lines: readonly string[],
  labelled: LabelledFact[],
): Reservation[] {
  // A slashed day that reads two ways takes the order the document's other slashed days show, else its language's.
  // …or, for a document in English with an American address, month first; else day first when all the airports it
  // names lie where people write the day first.
  const slashOrder =
    slashOrderShown(text) ??
    (writesDayFirst(labelled)
      ? 'day first'
      : holdsUsAddress(text)
        ? 'month first'
        : airportsWriteDayFirst(text)
          ? 'day first'
          : undefined);
  // The readers of rides, tables and ends read the same lines and values over and over: each value is read once, and
  // its reading, frozen, serves every reader that asks (one that changed a reading would throw, not alter another's).
  const readings = new Map<string, WhenAndRest>();
  const read: ReadWhen = (value) => {
    let when = readings.get(value);
    if (!when) {
      when = Object.freeze(readWhen(value, input.date, slashOrder));
      readings.set(value, when);
    }
    return when;
  };
  // The kind of ride the document speaks of, read from its text once and only when asked for; a text that speaks of
  // none takes the kind its subject speaks of (`Conferma prenotazione traghetto` over a table of ports and times).
  let kind: { of: SpokenKind | undefined } | undefined;
  const spoken = () => {
    if (!kind) {
      // The text is searched once for all three kinds: one of them is the kind, none sends to the subject.
      const kinds = kindsSpokenOf(text);
      kind = { of: kinds.length === 1 ? kinds[0] : kinds.length === 0 ? kindSpokenOf(input.subject ?? '') : undefined };
    }
    return kind.of;
  };
  const rideFacts = withUnlabelledRides(text, lines, labelled, read, spoken);
  const found = rideFacts.some((f) => f.fact === 'seat') ? rideFacts : withSeatLines(rideFacts, lines);
  // An event printed without labels (its title, day and venue on lines of their own) counts with what is labelled.
  const facts = found.length < 3 ? [...found, ...eventUnderTitle(found, lines, read)] : found;
  // A ticket stub labels nothing: its day, title and holder are lines of their own at the top of the mail (a line
  // that opens with the word "Event", its title or a footer's, reads as an event's label and is no booking's fact).
  if (facts.length < 3) {
    if (!found.every((f) => f.fact === 'event')) return [];
    return ticketStubs(lines, read, text, isCancellation(text, input.subject) ? 'cancelled' : 'confirmed');
  }
  const labelledNumber = referenceOf(facts) ?? groundTicketNumber(facts, spoken);
  const reservationNumber =
    labelledNumber ??
    referenceInSentence(text) ??
    referenceUnderHeading(lines) ??
    codeOpeningMessage(input, lines) ??
    referenceInSubject(input.subject, text);
  // A reservation system's display states each segment's status by its code (only held seats are read), its remarks'
  // warnings ("OR ITIN WILL BE CANCELED BY DL") none: its text tells no cancellation, its subject still may.
  let isDisplay: boolean | undefined;
  const display = () => {
    isDisplay ??= facts.some((f) => f.fact === 'flight' && isSegmentLine(lines[f.line] ?? ''));
    return isDisplay;
  };
  const status = (): BookingStatus => {
    if (!isCancellation(text, input.subject)) return 'confirmed';
    return display() && !isCancellation('', input.subject) ? 'confirmed' : 'cancelled';
  };
  const peopleNamed = () => {
    const passengers = peopleOf(facts);
    const greeted = passengers.length === 0 ? greetedPerson(lines) : undefined;
    return greeted ? [greeted] : passengers;
  };
  // A reservation system's segment line states that its seats are held: its flights need no printed reference.
  if (!reservationNumber && display()) {
    const common = { reservationNumber: undefined, status: status() };
    const flights = ridesOf(facts, common, read, undefined, undefined, segmentAirports(lines), input.text);
    return perPerson(flights, peopleNamed(), true);
  }
  if (!reservationNumber) {
    const admission = admissionByTicket(facts, status, read, lines);
    const table = admission.length > 0 ? admission : tableWithoutReference(facts, status, read, lines);
    const pass = table.length > 0 ? table : boardingPassWithoutReference(facts, status, read);
    const unnumbered = pass.length > 0 ? pass : seatTicketWithoutReference(facts, status, read);
    return unnumbered.length > 0 ? perPerson(unnumbered, peopleNamed(), false) : [];
  }
  const common: Common = { reservationNumber, status: status() };
  const people = peopleNamed();
  // A reference named only in a sentence or under a heading is the whole document's, its rides' too.
  const rideNumber = labelledNumber ? (rideReference(facts) ?? groundTicketNumber(facts, spoken)) : reservationNumber;
  // The airline that signs the mail with its name (`From: JetBlue Airways <…>`), for flights printed by number alone.
  const senderIata = airlineByName(input.senderName?.trim());
  // The airports of a reservation system's segment lines, known to the airport data or not.
  const vouched = display() ? segmentAirports(lines) : NO_CODES;
  const labelledRides = ridesOf(
    facts,
    { ...common, reservationNumber: rideNumber },
    read,
    spoken(),
    senderIata,
    vouched,
    input.text,
  );
  // Labels that name rides the reader cannot place ("Flight 1" over "Amsterdam - Oslo") leave the cards under them.
  const namesEnds = facts.some((f) => f.fact === 'depart' || f.fact === 'arrive');
  const labelledOrCards =
    labelledRides.length > 0 || namesEnds || !facts.some((f) => isMode(f.fact))
      ? labelledRides
      : ridesOf(
          flightCards(lines, read),
          { ...common, reservationNumber: rideNumber },
          read,
          undefined,
          undefined,
          NO_CODES,
          input.text,
        );
  const rides = labelledOrCards;
  // A stay, car hire, table or event takes the reference of its own block; rides keep the document's record.
  // A heading that gives the booking's kind and day ("HOTEL - Tuesday, 10 Mar 2026") opens that block as a name would.
  const own = (fact: Fact) =>
    ownBlock(common, facts, lines, namedAt(facts, fact)?.line ?? facts.find((f) => f.fact === fact)?.line);
  const carLine = namedAt(facts, 'rentalCompany')?.line ?? facts.find((f) => f.fact === 'pickup')?.line;
  const carOrTransfer = () => {
    const block = ownBlock(common, facts, lines, carLine);
    const company = () => unlabelledCompany(facts, text, input.from);
    const carCompany = (car: string | undefined) =>
      company() ?? (car ? senderCompany(input.senderName, text, facts) : undefined);
    const car = carOf(facts, block, read, lines, carCompany);
    const sender = () => senderCompany(input.senderName, text, facts);
    return car.length > 0 || rides.length > 0 ? car : transferOf(facts, block, read, text, company, sender);
  };
  const others = [
    // Arrival and departure labels are a ride's wherever the document names a flight, train, bus or ferry.
    ...staysOf(
      facts,
      common,
      own('hotel'),
      rides.length > 0 || facts.some((f) => isMode(f.fact)),
      read,
      lines,
      senderCompany(input.senderName, text, facts),
      input.subject,
    ),
    ...carOrTransfer(),
    ...(rides.length > 0 ? [] : tableOf(facts, own('restaurant'), read, lines)),
    ...(rides.length > 0 ? [] : eventOf(facts, own('event'), read, lines)),
  ];
  // A seat printed after one passenger's name is that passenger's: with several, no ride takes it for all of them.
  const seated =
    people.length > 1 && facts.some((f) => f.fact === 'seat' && NAMED_SEAT.test(f.value))
      ? rides.map(withoutSeat)
      : rides;
  // A ride's traveller named by no label may be the one person the document addresses on a line of their own.
  const addressed =
    people.length === 0 && rides.length > 0 && others.length === 0
      ? (addressedPerson(lines) ?? systemNameUnderHeading(lines) ?? personBeforeSeat(lines) ?? confirmedFor(lines))
      : undefined;
  const travellers = addressed ? [addressed] : people;
  // Passengers listed by their number, each with a coach and seat printed under every ride in their order.
  const numbered = rides.length > 0 ? numberedPassengers(lines) : [];
  const listed = numbered.length > 0 && (people.length <= 1 || people.length === numbered.length);
  const seatedEach = listed ? seatEachPassenger(rides, numbered, seatsUnderRides(facts, lines)) : [];
  // Passengers listed by their number with no seats under the rides (`1. Passenger: MR Tom Fischer`) each take every
  // ride, unless the labels name more travellers than one.
  const riders = listed && travellers.length <= 1 ? numbered : travellers;
  return withSenderBusName(
    withSenderAirlineName(
      [
        ...withAirlineTicket(
          seatedEach.length > 0 ? seatedEach : perPerson(seated, riders, true),
          facts,
          Math.max(travellers.length, numbered.length),
        ),
        ...perPerson(others, people, false),
      ],
      input.senderName,
    ),
    input.senderName,
    text,
    facts,
  );
}

/**
 * The flights of one traveller with the airline's ticket number the document labels (`E-ticket number:
 * 074-2345678901`): one number only, and only where one traveller flies, as a ticket is one passenger's.
 */
function withAirlineTicket(
  reservations: readonly Reservation[],
  facts: readonly LabelledFact[],
  travellers: number,
): Reservation[] {
  if (travellers > 1) return [...reservations];
  const numbers = new Set(
    facts.flatMap((f) => {
      const number = f.fact === 'ticketNumber' ? codeOf(f.value) : undefined;
      return number && AIRLINE_TICKET.test(number) ? [number] : [];
    }),
  );
  const [number] = numbers;
  if (numbers.size !== 1 || !number) return [...reservations];
  return reservations.map((r) => {
    if (r['@type'] !== 'FlightReservation') return r;
    const ticket = (r.reservedTicket as JsonLdObject | undefined) ?? { '@type': 'Ticket' };
    return { ...r, reservedTicket: { ...ticket, ticketNumber: number } };
  });
}

function withoutSeat(ride: Reservation): Reservation {
  const ticket = ride.reservedTicket as JsonLdObject | undefined;
  if (!ticket?.ticketedSeat) return ride;
  const { ticketedSeat: _, ...rest } = ticket;
  return { ...ride, reservedTicket: rest };
}
