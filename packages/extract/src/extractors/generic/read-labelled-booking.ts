import { airlineByName, airlineName } from '../../refdata/airlines.js';
import { plainLetters } from '../../refdata/plain-letters.js';
import type { JsonLdObject, Reservation } from '../../schema/reservation.js';
import { plusDays } from '../lib/dates.js';
import { addressFromLine } from '../lib/fields.js';
import { person, personFromFamilyFirst, stripTitles } from '../lib/names.js';
import {
  type BookingStatus,
  boatReservation,
  busReservation,
  eventReservation,
  flightReservation,
  foodEstablishmentReservation,
  lodgingReservation,
  rentalCarReservation,
  trainReservation,
} from '../lib/reservations.js';
import { isCancellation } from '../lib/text.js';
import type { ExtractorInput } from '../types.js';
import { columnTables, textColumnTables } from './column-tables.js';
import { readDayRange, readWhen, slashOrderShown, type WhenAndRest } from './date-time.js';
import { type LabelledFact, languagesOfLabel, readFacts } from './labelled-facts.js';
import { type Fact, GREETINGS, NOT_A_NAME } from './labels.js';
import { airportIn, isPlaceName, knownPlace, stationIn, terminalIn } from './places.js';
import { rentalBrandNamed, rentalBrandOfSender, rentalBrandsIn } from './rental-brands.js';

/** The id recorded as the extractor of what this reader finds. */
export const LABELLED_FACTS_ID = 'labelled-facts';

const MAX_TEXT = 200_000;
const MAX_HTML = 1_000_000;

type Mode = 'flight' | 'train' | 'bus' | 'ferry';
const MODES: readonly Mode[] = ['flight', 'train', 'bus', 'ferry'];

/** Reads a value's day and time as the document writes them. */
type ReadWhen = (value: string) => WhenAndRest;

interface Common {
  reservationNumber: string;
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
  depart?: string;
  arrive?: string;
  /** A day or time written under a departure or arrival label of its own, apart from the place ("Departure: 08:15"). */
  departWhen?: string;
  arriveWhen?: string;
  date?: string;
  time?: string;
  seat?: string;
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
    if (f.fact !== 'reference') continue;
    // "2831 4471 02": digits grouped for reading are one number; a first group alone would be a wrong one.
    const grouped = /^#?\s*(\d{2,6}(?: \d{2,6}){1,4})$/.exec(f.value.trim())?.[1]?.replace(/ /g, '');
    const token =
      grouped ?? /^#?\s*([A-Z0-9][A-Z0-9./-]{3,30})(?=$|[\s,;)])/.exec(f.value.trim())?.[1]?.replace(/[./-]+$/, '');
    if (!token || NOT_A_CODE.test(token)) continue;
    if (/\d/.test(token) || /^[A-Z]{6,}$/.test(token) || isBlockCode(token, f.value)) return token;
  }
  return undefined;
}

/**
 * Whether the document writes its days first ("11/03/2017" is the 11th of March): its labels are spelt in a
 * language of the tables other than English, and none only in English. English mail may come from the United
 * States, which writes the month first; a slashed day that reads two ways stays unread there.
 */
function writesDayFirst(facts: readonly LabelledFact[]): boolean {
  let other = false;
  for (const f of facts) {
    const spelt = languagesOfLabel(f.label);
    if (spelt.size === 1 && spelt.has('en')) return false;
    if ([...spelt].some((l) => l !== 'en') && !spelt.has('en')) other = true;
  }
  return other;
}

function isPersonName(name: string): boolean {
  const words = name.split(/\s+/).filter(Boolean);
  return words.length >= 2 && words.length <= 6 && /^[\p{L}\s.'’-]+$/u.test(name);
}

/** The people named after passenger or guest labels: "John Smith", "SMITH/JOHN MR", "Anna Roth, Paul Roth". */
function peopleOf(facts: readonly LabelledFact[]): JsonLdObject[] {
  const names = new Map<string, JsonLdObject>();
  for (const f of facts) {
    if (f.fact !== 'person') continue;
    const value = f.value
      // A list's number or bullet ("1. Mr John Smith", "• Jane Smith") is no part of the name.
      .replace(/^\s*(?:\d{1,2}[.)]|[-•*–·])\s+/, '')
      .replace(/\(.*?\)/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    const parts = value.includes('/')
      ? [personFromFamilyFirst(value)]
      : value
          .split(/\s*(?:,|;|\s&\s|\sand\s|\sund\s|\set\s|\sy\s|\se\s|\sen\s|\soch\s|\si\s|\sa\s)\s*/)
          .map((n) => person(stripTitles(n)));
    if (!value.includes('/') && parts.some((p) => !isPersonName(String(p.name)))) continue;
    for (const p of parts) if (isPersonName(String(p.name))) names.set(String(p.name).toLowerCase(), p);
  }
  return [...names.values()];
}

const ROLE_WORDS = new Set(NOT_A_NAME);

/** The name a salutation opens the mail with ("Dear Carmen López,"), when it is a person's and not a role's. */
function greetedPerson(text: string): JsonLdObject | undefined {
  for (const raw of text.split(/\r?\n/).slice(0, 80)) {
    const line = raw
      .trim()
      .replace(/^\*+|[*,!:.]+$/g, '')
      .trim();
    const plain = plainLetters(line);
    const greeting = GREETINGS.find((g) => plain.startsWith(`${g} `));
    if (!greeting) continue;
    const name = stripTitles(line.slice(greeting.length).trim());
    const words = plainLetters(name).split(/\s+/);
    if (isPersonName(name) && !words.some((w) => ROLE_WORDS.has(w))) return person(name);
    return undefined;
  }
  return undefined;
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

/** A value that gives a day and nothing else but perhaps its time: "Fri 15 Mar 2024", "2017-03-12 21:40". */
function isDayOnly(value: string, read: ReadWhen): boolean {
  const when = read(value);
  return when.date !== undefined && when.rest === '';
}

/** A value that gives only a day or a time, no place: "08:15", "2017-03-12 21:40". */
function isWhenOnly(value: string, read: ReadWhen): boolean {
  const when = read(value);
  return Boolean(when.date || when.clock) && when.rest === '';
}

/**
 * Groups transport facts into rides: a new ride starts where a fact it already has comes again. A departure or
 * arrival that gives only its time after the place was named ("From: Berlin ZOB" … "Departure: 08:15") is that
 * place's time, not a new ride.
 */
function legsOf(facts: readonly LabelledFact[], read: ReadWhen): LegFacts[] {
  const legs: LegFacts[] = [];
  let cur: LegFacts = {};
  const push = () => {
    if (cur.mode || cur.depart) legs.push(cur);
    cur = {};
  };
  const take = (key: keyof Omit<LegFacts, 'mode'>, value: string) => {
    if (cur[key] !== undefined && (key === 'depart' || key === 'vehicle' || key === 'date')) push();
    if (cur[key] === undefined) cur[key] = value;
  };
  const timeOf = (key: 'depart' | 'arrive', value: string) => {
    const whenKey = key === 'depart' ? 'departWhen' : 'arriveWhen';
    const place = cur[key];
    if (place !== undefined && cur[whenKey] === undefined && isWhenOnly(value, read)) {
      const named = read(place);
      if (!named.date && !named.clock) {
        cur[whenKey] = value;
        return;
      }
    }
    take(key, value);
  };
  for (const f of facts) {
    if ((MODES as readonly Fact[]).includes(f.fact)) {
      if (cur.mode) push();
      cur.mode = f.fact as Mode;
      // "Sailing: Dover to Calais": the ride's kind with its route and no vehicle.
      const ends = /\d/.test(f.value) ? undefined : routeEnds(f.value);
      const whole = ends ? undefined : rideOnOneLine(f.value, read);
      if (ends) {
        take('depart', ends[0]);
        take('arrive', ends[1]);
      } else if (whole) {
        take('vehicle', whole.vehicle);
        take('date', whole.date);
        take('depart', whole.from);
        take('arrive', whole.to);
      } else take('vehicle', f.value);
    } else if (f.fact === 'depart') timeOf('depart', f.value);
    else if (f.fact === 'arrive') timeOf('arrive', f.value);
    else if (f.fact === 'route') {
      const ends = routeEnds(f.value);
      if (ends) {
        take('depart', ends[0]);
        take('arrive', ends[1]);
      }
    } else if (f.fact === 'date' && (cur.mode || cur.depart || legs.length === 0)) take('date', f.value);
    else if (f.fact === 'time') take('time', f.value);
    else if (f.fact === 'seat') take('seat', f.value);
  }
  push();
  const modes = new Set(legs.map((l) => l.mode).filter(Boolean));
  // A ride whose kind is not written takes the only kind the document names.
  if (modes.size === 1) for (const l of legs) l.mode ??= [...modes][0];
  return legs;
}

/** Departure and arrival times of a ride: from its depart/arrive values, else its date and time facts. */
function timesOf(leg: LegFacts, dep: WhenAndRest, arr: WhenAndRest, read: ReadWhen) {
  const day = read(leg.date ?? '');
  const date = dep.date ?? day.date;
  const clock = dep.clock ?? day.clock ?? (leg.time ? read(leg.time).clock : undefined);
  if (!date || !clock) return undefined;
  const departureTime = `${date}T${clock}:00${dep.offset ?? ''}`;
  let arrivalTime: string | undefined;
  if (arr.clock) {
    arrivalTime = `${arr.date ?? date}T${arr.clock}:00${arr.offset ?? ''}`;
    if (!arr.date && arr.daysLater) arrivalTime = plusDays(arrivalTime, arr.daysLater);
    else if (!arr.date && arrivalTime < departureTime) arrivalTime = plusDays(arrivalTime, 1);
    if (!inOrder(departureTime, arrivalTime)) return undefined;
  }
  return { departureTime, arrivalTime };
}

/** Whether a time is not before another: as instants when both state their offset, else as wall clocks. */
function inOrder(earlier: string, later: string): boolean {
  if (earlier.length > 19 && later.length > 19) return Date.parse(earlier) <= Date.parse(later);
  return earlier.slice(0, 19) <= later.slice(0, 19);
}

/** A ride's departure or arrival value, with the time given under a label of its own. */
function endOf(place: string, when: string | undefined): string {
  return when ? `${place} ${when}` : place;
}

/** A flight's airline and number: a designator (`DL 1234`, `DL-1234`), else an airline's name (`Delta 1234`). */
function designatorOf(vehicle: string): [string, string] | undefined {
  const coded = [...vehicle.matchAll(/(?<![A-Z0-9])([A-Z0-9]{2})(?:\s?-\s?|\s)?(\d{1,4})(?!\d)/g)].find(
    (m) => /[A-Z]/.test(m[1] ?? '') && airlineName(m[1]),
  );
  if (coded?.[1] && coded[2]) return [coded[1], coded[2]];
  const named = /^\s*(\p{L}[\p{L} .'&-]{1,40}?)\s+(\d{1,4})\s*$/u.exec(vehicle);
  const airline = named?.[1] ? airlineByName(named[1]) : undefined;
  return airline && named?.[2] ? [airline, named[2]] : undefined;
}

function flightOf(leg: LegFacts, common: Common, read: ReadWhen): Reservation[] | undefined {
  const designator = designatorOf(leg.vehicle ?? '');
  if (!designator || !leg.depart || !leg.arrive) return undefined;
  const dep = read(endOf(leg.depart, leg.departWhen));
  const arr = read(endOf(leg.arrive, leg.arriveWhen));
  const from = airportIn(dep.rest);
  const to = airportIn(arr.rest);
  const times = timesOf(leg, dep, arr, read);
  if (!from || !to || from.iataCode === to.iataCode || !times) return undefined;
  return [
    flightReservation({
      ...common,
      airlineIata: designator[0],
      flightNumber: String(Number(designator[1])),
      departureAirport: { iataCode: from.iataCode },
      arrivalAirport: { iataCode: to.iataCode },
      departureTerminal: terminalIn(dep.rest),
      arrivalTerminal: terminalIn(arr.rest),
      ...times,
      seat: seatOf(leg.seat),
    }),
  ];
}

function seatOf(value: string | undefined): string | undefined {
  return value ? /^\s*(\d{1,3}[A-K]?|[A-K]?\d{1,3})\b/.exec(value)?.[1] : undefined;
}

function groundOf(leg: LegFacts, common: Common, read: ReadWhen): Reservation[] | undefined {
  if (!leg.depart || !leg.arrive) return undefined;
  const dep = read(endOf(leg.depart, leg.departWhen));
  const arr = read(endOf(leg.arrive, leg.arriveWhen));
  const times = timesOf(leg, dep, arr, read);
  if (!times) return undefined;
  const vehicle = leg.vehicle?.trim();
  if (leg.mode === 'train') {
    const from = stationIn(dep.rest);
    const to = stationIn(arr.rest);
    if (!from || !to || from === to || !vehicle || !/\d/.test(vehicle) || vehicle.length > 24) return undefined;
    return [
      trainReservation({
        ...common,
        trainNumber: vehicle,
        departureStation: from,
        arrivalStation: to,
        ...times,
        seat: seatOf(leg.seat),
      }),
    ];
  }
  const from = knownPlace(dep.rest);
  const to = knownPlace(arr.rest);
  if (!from || !to || from === to) return undefined;
  if (leg.mode === 'bus') {
    const busNumber = vehicle && /\d/.test(vehicle) && vehicle.length <= 24 ? vehicle : undefined;
    return [busReservation({ ...common, busNumber, departureBusStop: from, arrivalBusStop: to, ...times })];
  }
  const name = vehicle && isPlaceName(vehicle) ? vehicle : undefined;
  return [boatReservation({ ...common, name, departureTerminal: from, arrivalTerminal: to, ...times })];
}

/** Every ride, or none: a ride that does not read whole makes the grouping of the others doubtful too. */
function ridesOf(facts: readonly LabelledFact[], common: Common, read: ReadWhen): Reservation[] {
  const legs = legsOf(facts, read);
  if (legs.length === 0 || legs.length > 16) return [];
  const rides: Reservation[] = [];
  for (const leg of legs) {
    const ride =
      leg.mode === 'flight' ? flightOf(leg, common, read) : leg.mode ? groundOf(leg, common, read) : undefined;
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
    if (!when.date && !when.clock && isPlaceName(name)) return { name, line: f.line };
  }
  return undefined;
}

function nameOf(facts: readonly LabelledFact[], fact: Fact): string | undefined {
  return namedAt(facts, fact)?.name;
}

/** A check-in or check-out: the day of the first of its values that has one, the time of any that has one. */
function dayAndClock(values: readonly string[], read: ReadWhen): { date?: string; time?: string } {
  let date: string | undefined;
  let clock: string | undefined;
  let offset: string | undefined;
  for (const v of values) {
    const when = read(v);
    date ??= when.date;
    clock ??= when.clock;
    if (when.offset && when.date === date && when.clock === clock) offset ??= when.offset;
  }
  return { date, time: date ? (clock ? `${date}T${clock}:00${offset ?? ''}` : date) : undefined };
}

function stayOf(facts: readonly LabelledFact[], common: Common, withRides: boolean, read: ReadWhen): Reservation[] {
  const address = first(facts, 'address');
  // "Accommodation: Lakeside Inn, 1 Lake Rd, Keswick …": with no address of its own, the name's tail is one.
  const inline = address ? undefined : /^([^,]{2,80}?),\s*(\S.*\d.*)$/.exec(first(facts, 'hotel')?.trim() ?? '');
  const inlineName = inline?.[1]?.trim();
  const named = inlineName && isPlaceName(inlineName) && !/\d/.test(inlineName) ? inlineName : nameOf(facts, 'hotel');
  let checkin = dayAndClock(all(facts, 'checkin').concat(withRides ? [] : all(facts, 'arrive')), read);
  let checkout = dayAndClock(all(facts, 'checkout').concat(withRides ? [] : all(facts, 'depart')), read);
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
  if (!named || !checkin.date || !checkout.date) return [];
  if (checkout.date <= checkin.date || checkout.date > plusDays(checkin.date, 90)) return [];
  const hotel = named;
  const where = address ?? (named === inlineName ? inline?.[2]?.trim() : undefined);
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
  let place: string | undefined;
  let date: string | undefined;
  let clock: string | undefined;
  let offset: string | undefined;
  for (const v of values) {
    const when = read(v);
    date ??= when.date;
    clock ??= when.clock;
    if (when.offset && when.date === date && when.clock === clock) offset ??= when.offset;
    if (!place && when.rest && isPlaceName(when.rest) && !when.date && !when.clock) place = when.rest;
    else if (!place && when.rest && isPlaceName(when.rest) && when.rest.length > 3) place = when.rest;
  }
  return { place, time: date ? (clock ? `${date}T${clock}:00${offset ?? ''}` : date) : undefined };
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
  const brands = rentalBrandsIn(text);
  const sender = rentalBrandOfSender(from);
  if (sender) brands.add(sender);
  return brands.size === 1 ? [...brands][0] : undefined;
}

function carOf(
  facts: readonly LabelledFact[],
  common: Common,
  read: ReadWhen,
  unlabelled: () => string | undefined,
): Reservation[] {
  const company = nameOf(facts, 'rentalCompany') ?? unlabelled();
  if (!company) return [];
  const pickup = handover(all(facts, 'pickup'), read);
  const dropoff = handover(all(facts, 'dropoff'), read);
  if (!pickup.place || !pickup.time || !dropoff.time || dropoff.time <= pickup.time) return [];
  return [
    rentalCarReservation({
      ...common,
      rentalCompany: company,
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

function tableOf(facts: readonly LabelledFact[], common: Common, read: ReadWhen): Reservation[] {
  const name = nameOf(facts, 'restaurant');
  const startTime = startOf(facts, read);
  if (!name || !startTime) return [];
  const party = Number(/\d{1,2}/.exec(first(facts, 'partySize') ?? '')?.[0]);
  return [
    foodEstablishmentReservation({
      ...common,
      restaurantName: name,
      address: first(facts, 'address') ? addressFromLine(first(facts, 'address')) : undefined,
      startTime,
      partySize: party > 0 ? party : undefined,
    }),
  ];
}

function eventOf(facts: readonly LabelledFact[], common: Common, read: ReadWhen): Reservation[] {
  const name = nameOf(facts, 'event');
  const startDate = startOf(facts, read);
  if (!name || name.length > 120 || !/\p{L}/u.test(name) || !startDate) return [];
  const venue = nameOf(facts, 'venue');
  return [
    eventReservation({
      ...common,
      eventName: name,
      startDate,
      venueName: venue,
    }),
  ];
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

/** A line holding only an airline's name and a flight number: `Delta Air Lines 1234`, `Lufthansa flight 400`. */
const AIRLINE_LINE = /^\s*(\p{L}[\p{L} .'&-]{1,40}?)\s+(?:flight\s+|flug\s+|vol\s+)?(\d{1,4})\s*$/iu;

/**
 * Flights named on a line of their own by the airline's name and number, above their labelled departure and
 * arrival (`Flight 1 of 2` / `Delta Air Lines 1234` / `Depart: …`), as labelled facts at their lines.
 */
function airlineLines(lines: readonly string[]): LabelledFact[] {
  const found: LabelledFact[] = [];
  for (const [i, line] of lines.entries()) {
    if (line.length > 60) continue;
    const m = AIRLINE_LINE.exec(line);
    const airline = m?.[1] ? airlineByName(m[1]) : undefined;
    if (airline && m?.[2]) found.push({ fact: 'flight', label: '', value: `${airline} ${m[2]}`, line: i });
  }
  return found;
}

/**
 * The labelled facts with what the document prints without labels where its labels leave a gap: flights one to a
 * line or a table booked in a sentence when no ride is labelled; ends on an arrow line when a vehicle is labelled
 * but no end; a flight named by its airline on a line of its own when ends are labelled but no vehicle.
 */
function withUnlabelledRides(
  text: string,
  lines: readonly string[],
  labelled: LabelledFact[],
  read: ReadWhen,
): LabelledFact[] {
  const vehicle = labelled.some((f) => (MODES as readonly Fact[]).includes(f.fact));
  const departs = labelled.some((f) => f.fact === 'depart');
  const inOrder = (more: LabelledFact[]) =>
    more.length > 0 ? [...labelled, ...more].sort((a, b) => a.line - b.line) : labelled;
  if (vehicle && !departs && !labelled.some((f) => f.fact === 'arrive')) {
    return inOrder(arrowLines(lines, read, new Set(labelled.map((f) => f.line))));
  }
  if (departs && !vehicle) return inOrder(airlineLines(lines));
  if (vehicle || departs) return labelled;
  const booking = labelled.some((f) => ['restaurant', 'hotel', 'event', 'pickup'].includes(f.fact));
  return [...labelled, ...flightLines(lines, read), ...(booking ? [] : tableSentence(text))];
}

/** The text with the rows of column tables as labelled lines, in place of the runs of cells the text showed. */
function withColumnTables(text: string, input: ExtractorInput): string {
  if (input.kind !== 'html' || !input.html || input.html.length > MAX_HTML) return textColumnTables(text);
  const tables = columnTables(input.html, input.htmlTree);
  if (tables.lines.length === 0) return textColumnTables(text);
  const shown = new Set(tables.shown);
  const kept = text.split('\n').filter((line) => !shown.has(line.trim()));
  return [...kept, '', ...tables.lines].join('\n');
}

/**
 * Reads a booking from its labelled facts ("Booking reference: RXJ34P", "Flight: UA 110", "Depart: San Francisco
 * (SFO) 2017-03-04 20:15", "Check-in: 4 March 2017") in any language of `labels.ts`, for mail no provider
 * extractor knows. It answers only when a booking reference and every essential fact of a reservation are found
 * and resolve against the reference data (airports, airlines, stations, cities); otherwise it gives nothing.
 */
export function readLabelledBooking(input: ExtractorInput): Reservation[] {
  const raw = input.text.length > MAX_TEXT ? input.text.slice(0, MAX_TEXT) : input.text;
  const text = withColumnTables(raw, input);
  const labelled = readFacts(text, input.kind === 'html');
  // A slashed day that reads two ways takes the order the document's other slashed days show, else its language's.
  const slashOrder = slashOrderShown(text) ?? (writesDayFirst(labelled) ? 'day first' : undefined);
  const read: ReadWhen = (value) => readWhen(value, input.date, slashOrder);
  const lines = text.split(/\r?\n/);
  const facts = withUnlabelledRides(text, lines, labelled, read);
  if (facts.length < 3) return [];
  const reservationNumber = referenceOf(facts);
  if (!reservationNumber) return [];
  const common: Common = { reservationNumber, status: isCancellation(text, input.subject) ? 'cancelled' : 'confirmed' };
  const passengers = peopleOf(facts);
  const greeted = passengers.length === 0 ? greetedPerson(text) : undefined;
  const people = greeted ? [greeted] : passengers;
  const rides = ridesOf(facts, common, read);
  // A stay, car hire, table or event takes the reference of its own block; rides keep the document's record.
  const own = (fact: Fact) => ownBlock(common, facts, lines, namedAt(facts, fact)?.line);
  const carLine = namedAt(facts, 'rentalCompany')?.line ?? facts.find((f) => f.fact === 'pickup')?.line;
  const others = [
    // Arrival and departure labels are a ride's wherever the document names a flight, train, bus or ferry.
    ...stayOf(
      facts,
      own('hotel'),
      rides.length > 0 || facts.some((f) => (MODES as readonly Fact[]).includes(f.fact)),
      read,
    ),
    ...carOf(facts, ownBlock(common, facts, lines, carLine), read, () => unlabelledCompany(facts, text, input.from)),
    ...(rides.length > 0 ? [] : tableOf(facts, own('restaurant'), read)),
    ...(rides.length > 0 ? [] : eventOf(facts, own('event'), read)),
  ];
  return [...perPerson(rides, people, true), ...perPerson(others, people, false)];
}
