import type { Uic918Record } from './parse-uic918.js';
import { PerError, PerReader } from './per-bits.js';

/**
 * ERA's Flexible Content Barcode (FCB: `uicRailTicketData` of major version 1, 2 or 3), the record in which railways
 * such as Deutsche Bahn now write a ticket (`U_FLEX` of a UIC 918.3 barcode, `FCBn` of a DOSIPAS one): who issued it
 * and when, its travellers, and its documents. Read here: the issue, the travellers' names, and the first document
 * when it is an open ticket (its ends, first day and class) or a reservation (its train, ends, times, class and
 * place); what follows these fields in the document is not needed, so the first document is the last one read.
 */
export interface FlexTicket {
  issuerNum?: number;
  /** The day of issue, `YYYY-MM-DD`. */
  issuedOn: string;
  /** The issuer's booking reference. */
  pnr?: string;
  travelers: FlexTraveler[];
  openTickets: FlexOpenTicket[];
  reservations: FlexReservation[];
}

/** A document's ends, by number in a code table or by name. */
export interface FlexEnds {
  reference?: string;
  /**
   * `CodeTableType` of the station numbers: 0 UIC, 1 UIC reservation codes (a reservation's default), others local
   * or proprietary.
   */
  stationCodeTable: number;
  fromStationNum?: number;
  toStationNum?: number;
  fromStationName?: string;
  toStationName?: string;
}

/** A reserved train: its number, ends, day and local times, class and place. */
export interface FlexReservation extends FlexEnds {
  trainNum?: number;
  trainIA5?: string;
  /** The day of departure, `YYYY-MM-DD`. */
  departureDay: string;
  /** Minutes after midnight, local time. */
  departureTime: number;
  /** The day of arrival, `YYYY-MM-DD`, when an arrival time is given. */
  arrivalDay?: string;
  arrivalTime?: number;
  classCode: number;
  coach?: string;
  seat?: string;
}

/**
 * The FCB's major version (1 for `U_FLEX` 13, `FCB1`…): later versions widen some ranges and add a few optional
 * fields, which changes the bits of what follows them.
 */
export type FcbVersion = 1 | 2 | 3;

export interface FlexTraveler {
  firstName?: string;
  lastName?: string;
  ticketHolder: boolean;
}

export interface FlexOpenTicket extends FlexEnds {
  /** Where the ticket is valid, when it says so by region rather than (or besides) its ends. */
  validRegion?: FlexRegion[];
  /** The first day of validity, `YYYY-MM-DD`. */
  validFrom: string;
  /** Minutes after midnight, local time. */
  validFromTime?: number;
  /** `TravelClassType`: 1 first, 2 second (the default), others for other services. */
  classCode: number;
}

/** The day `offset` days after an ISO day. */
export function addDays(iso: string, offset: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** An optional field: read when its presence bit is set. */
function optional<T>(present: boolean[], index: number, read: () => T): T | undefined {
  return present[index] ? read() : undefined;
}

const STATION_NUMBER: [number, number] = [1, 9999999];
const CODE_TABLES = 5;
const SERVICE_TYPES = 4;

/** `TravelClassType`: eight classes in version 1, twelve from version 2. */
function travelClasses(v: FcbVersion): number {
  return v === 1 ? 8 : 12;
}

function extensionData(r: PerReader): void {
  r.ia5();
  r.octets();
}

function geoCoordinate(r: PerReader): void {
  const { present: p } = r.preamble(5, false);
  optional(p, 0, () => r.enumerated(5));
  optional(p, 1, () => r.enumerated(2));
  optional(p, 2, () => r.enumerated(2));
  optional(p, 3, () => r.enumerated(2));
  r.integer();
  r.integer();
  optional(p, 4, () => r.enumerated(5));
}

function issuingData(r: PerReader, v: FcbVersion): Pick<FlexTicket, 'issuerNum' | 'issuedOn' | 'pnr'> {
  // Version 3 makes the time of issue mandatory: one presence bit fewer.
  const timeOptional = v < 3;
  const { extended, present: all } = r.preamble(timeOptional ? 14 : 13, true);
  const p = timeOptional ? all : [...all.slice(0, 4), true, ...all.slice(4)];
  optional(p, 0, () => r.constrained(1, 32000));
  optional(p, 1, () => r.ia5());
  const issuerNum = optional(p, 2, () => r.constrained(1, 32000));
  optional(p, 3, () => r.ia5());
  const year = r.constrained(2016, 2269);
  const day = r.constrained(1, 366);
  optional(p, 4, () => r.constrained(0, v === 1 ? 1440 : 1439));
  optional(p, 5, () => r.utf8());
  r.bool(); // specimen
  r.bool(); // secure paper ticket
  r.bool(); // activated
  optional(p, 6, () => r.ia5(3));
  optional(p, 7, () => r.constrained(1, 3));
  const pnr = optional(p, 8, () => r.ia5());
  optional(p, 9, () => extensionData(r));
  optional(p, 10, () => r.integer());
  optional(p, 11, () => r.ia5());
  optional(p, 12, () => r.integer());
  optional(p, 13, () => geoCoordinate(r));
  if (extended) r.skipExtensions();
  const issuedOn = addDays(`${year}-01-01`, day - 1);
  return { ...(issuerNum ? { issuerNum } : {}), issuedOn, ...(pnr ? { pnr } : {}) };
}

function customerStatus(r: PerReader): void {
  const { present: p } = r.preamble(4, false);
  optional(p, 0, () => r.constrained(1, 32000));
  optional(p, 1, () => r.ia5());
  optional(p, 2, () => r.integer());
  optional(p, 3, () => r.ia5());
}

function traveler(r: PerReader, v: FcbVersion): FlexTraveler {
  // Version 1 gives the day of birth in the year; later ones a month and a day of the month (one field more).
  const birthFields = v === 1 ? 1 : 2;
  const { extended, present: p } = r.preamble(16 + birthFields, true);
  const firstName = optional(p, 0, () => r.utf8());
  optional(p, 1, () => r.utf8());
  const lastName = optional(p, 2, () => r.utf8());
  optional(p, 3, () => r.ia5());
  optional(p, 4, () => r.ia5());
  optional(p, 5, () => r.ia5([1, 3]));
  optional(p, 6, () => r.enumerated(4, true));
  optional(p, 7, () => r.ia5());
  optional(p, 8, () => r.integer());
  optional(p, 9, () => r.constrained(1901, 2155));
  if (v === 1) optional(p, 10, () => r.constrained(0, 370));
  else {
    optional(p, 10, () => r.constrained(1, 12));
    optional(p, 11, () => r.constrained(1, 31));
  }
  const at = 10 + birthFields;
  const ticketHolder = r.bool();
  optional(p, at, () => r.enumerated(8, true));
  optional(p, at + 1, () => r.bool());
  optional(p, at + 2, () => r.constrained(1, 999));
  optional(p, at + 3, () => r.constrained(1, 999));
  optional(p, at + 4, () => r.constrained(1, 999));
  optional(p, at + 5, () => r.list(() => customerStatus(r)));
  if (extended) r.skipExtensions();
  return { ...(firstName ? { firstName } : {}), ...(lastName ? { lastName } : {}), ticketHolder };
}

function travelerData(r: PerReader, v: FcbVersion): FlexTraveler[] {
  const { extended, present: p } = r.preamble(3, true);
  const travelers = optional(p, 0, () => r.list(() => traveler(r, v))) ?? [];
  optional(p, 1, () => r.ia5(2));
  optional(p, 2, () => r.utf8());
  if (extended) r.skipExtensions();
  return travelers;
}

/** A train the ticket is valid on (`TrainLinkType`). */
export interface FlexTrainLink {
  trainNum?: number;
  trainIA5?: string;
  /** Days after the ticket's day of issue. */
  travelDate: number;
  /** Minutes after midnight, local time (an FCB's times are local; only the day of issue is UTC). */
  departureTime: number;
  fromStationNum?: number;
  toStationNum?: number;
  fromStationName?: string;
  toStationName?: string;
}

function trainLink(r: PerReader, v: FcbVersion): FlexTrainLink {
  const { present: p } = r.preamble(9, false);
  const trainNum = optional(p, 0, () => r.integer());
  const trainIA5 = optional(p, 1, () => r.ia5());
  const travelDate = r.constrained(-1, v === 3 ? 500 : 370);
  const departureTime = r.constrained(0, 1440);
  optional(p, 2, () => r.constrained(-60, 60));
  const fromStationNum = optional(p, 3, () => r.constrained(...STATION_NUMBER));
  optional(p, 4, () => r.ia5());
  const toStationNum = optional(p, 5, () => r.constrained(...STATION_NUMBER));
  optional(p, 6, () => r.ia5());
  const fromStationName = optional(p, 7, () => r.utf8());
  const toStationName = optional(p, 8, () => r.utf8());
  return {
    ...(trainNum !== undefined ? { trainNum } : {}),
    ...(trainIA5 ? { trainIA5 } : {}),
    travelDate,
    departureTime,
    ...(fromStationNum ? { fromStationNum } : {}),
    ...(toStationNum ? { toStationNum } : {}),
    ...(fromStationName ? { fromStationName } : {}),
    ...(toStationName ? { toStationName } : {}),
  };
}

/**
 * A route (`ViaStationType`): its UIC station numbers in order when it is a plain list of them, else undefined (other
 * code tables, alternatives, stations by code only).
 */
function viaStation(r: PerReader, v: FcbVersion): number[] | undefined {
  // Version 3 adds the included and excluded service brands.
  const { extended, present: p } = r.preamble(v === 3 ? 11 : 9, true);
  const codeTable = optional(p, 0, () => r.enumerated(CODE_TABLES)) ?? 0;
  const stationNum = optional(p, 1, () => r.constrained(...STATION_NUMBER));
  const stationIA5 = optional(p, 2, () => r.ia5());
  const alternatives = optional(p, 3, () => r.list(() => viaStation(r, v)));
  const route = optional(p, 4, () => r.list(() => viaStation(r, v)));
  r.bool(); // border
  optional(p, 5, () => r.list(() => r.constrained(1, 32000)));
  optional(p, 6, () => r.list(() => r.ia5()));
  optional(p, 7, () => r.integer());
  optional(p, 8, () => r.integer());
  optional(p, 9, () => r.list(() => r.constrained(1, 32000)));
  optional(p, 10, () => r.list(() => r.constrained(1, 32000)));
  if (extended) r.skipExtensions();
  if (codeTable !== 0 || alternatives || stationIA5) return undefined;
  if (stationNum) return route ? undefined : [stationNum];
  const stations = route?.map((station) => (station?.length === 1 ? station[0] : undefined));
  return stations?.every((n) => n !== undefined) ? (stations as number[]) : undefined;
}

function zone(r: PerReader): void {
  const { extended, present: p } = r.preamble(11, true);
  optional(p, 0, () => r.constrained(1, 32000));
  optional(p, 1, () => r.ia5());
  optional(p, 2, () => r.enumerated(CODE_TABLES));
  optional(p, 3, () => r.constrained(...STATION_NUMBER));
  optional(p, 4, () => r.ia5());
  optional(p, 5, () => r.constrained(...STATION_NUMBER));
  optional(p, 6, () => r.ia5());
  optional(p, 7, () => r.integer());
  optional(p, 8, () => r.list(() => r.integer()));
  optional(p, 9, () => r.octets());
  optional(p, 10, () => r.ia5());
  if (extended) r.skipExtensions();
}

function line(r: PerReader, v: FcbVersion): void {
  // Version 1 numbers the city in a range and has a binary zone; later versions have an open number and no zone.
  const { extended, present: p } = r.preamble(v === 1 ? 10 : 9, true);
  optional(p, 0, () => r.constrained(1, 32000));
  optional(p, 1, () => r.ia5());
  optional(p, 2, () => r.list(() => r.integer()));
  optional(p, 3, () => r.enumerated(CODE_TABLES));
  optional(p, 4, () => r.constrained(...STATION_NUMBER));
  optional(p, 5, () => r.ia5());
  optional(p, 6, () => r.constrained(...STATION_NUMBER));
  optional(p, 7, () => r.ia5());
  optional(p, 8, () => (v === 1 ? r.constrained(...STATION_NUMBER) : r.integer()));
  optional(p, 9, () => r.octets());
  if (extended) r.skipExtensions();
}

function polygone(r: PerReader): void {
  geoCoordinate(r);
  r.list(() => {
    r.integer();
    r.integer();
  });
}

/** What a regional validity says that a trip needs: a train link, a route of stations, or something else. */
export type FlexRegion = { trainLink: FlexTrainLink } | { route?: number[] } | { other: true };

function regionalValidity(r: PerReader, v: FcbVersion): FlexRegion {
  if (r.bool()) throw new PerError('regional validity of an unknown kind');
  const kind = r.bits(3);
  if (kind === 0) return { trainLink: trainLink(r, v) };
  if (kind === 1) return { route: viaStation(r, v) };
  if (kind === 2) zone(r);
  else if (kind === 3) line(r, v);
  else if (kind === 4) polygone(r);
  else throw new PerError(`regional validity ${kind}`);
  return { other: true };
}

function returnRoute(r: PerReader, v: FcbVersion): void {
  const { extended, present: p } = r.preamble(8, true);
  optional(p, 0, () => r.constrained(...STATION_NUMBER));
  optional(p, 1, () => r.ia5());
  optional(p, 2, () => r.constrained(...STATION_NUMBER));
  optional(p, 3, () => r.ia5());
  optional(p, 4, () => r.utf8());
  optional(p, 5, () => r.utf8());
  optional(p, 6, () => r.utf8());
  optional(p, 7, () => r.list(() => regionalValidity(r, v)));
  if (extended) r.skipExtensions();
}

/**
 * A document's ends: code table (its default when absent), then from and to as number and code, then as names; the
 * fields' presence bits start at `at`.
 */
function ends(r: PerReader, p: boolean[], at: number, defaultTable: number): Omit<FlexEnds, 'reference'> {
  const stationCodeTable = optional(p, at, () => r.enumerated(CODE_TABLES)) ?? defaultTable;
  const fromStationNum = optional(p, at + 1, () => r.constrained(...STATION_NUMBER));
  optional(p, at + 2, () => r.ia5());
  const toStationNum = optional(p, at + 3, () => r.constrained(...STATION_NUMBER));
  optional(p, at + 4, () => r.ia5());
  const fromStationName = optional(p, at + 5, () => r.utf8());
  const toStationName = optional(p, at + 6, () => r.utf8());
  return {
    stationCodeTable,
    ...(fromStationNum ? { fromStationNum } : {}),
    ...(toStationNum ? { toStationNum } : {}),
    ...(fromStationName ? { fromStationName } : {}),
    ...(toStationName ? { toStationName } : {}),
  };
}

/** `productIdNum`: up to 32000 in version 1, 65535 from version 2. */
function productIdNum(r: PerReader, v: FcbVersion): number {
  return r.constrained(0, v === 1 ? 32000 : 65535);
}

/** An open ticket, read up to its class: its ends, its first day of validity and time. */
function openTicket(r: PerReader, v: FcbVersion, issuedOn: string): FlexOpenTicket {
  // Version 2 adds the included and excluded transport types.
  const { present: p } = r.preamble(v === 1 ? 38 : 40, true);
  optional(p, 0, () => r.integer());
  const reference = optional(p, 1, () => r.ia5());
  optional(p, 2, () => r.constrained(1, 32000));
  optional(p, 3, () => r.ia5());
  optional(p, 4, () => productIdNum(r, v));
  optional(p, 5, () => r.ia5());
  optional(p, 6, () => r.integer());
  optional(p, 7, () => r.integer());
  r.bool(); // return included
  const stations = ends(r, p, 8, 0);
  optional(p, 15, () => r.utf8());
  const validRegion = optional(p, 16, () => r.list(() => regionalValidity(r, v)));
  optional(p, 17, () => returnRoute(r, v));
  const validFromDay = optional(p, 18, () => r.constrained(v === 3 ? -367 : -1, 700)) ?? 0;
  const validFromTime = optional(p, 19, () => r.constrained(0, 1440));
  optional(p, 20, () => r.constrained(-60, 60));
  optional(p, 21, () => r.constrained(v === 1 ? 0 : -1, v === 3 ? 500 : 370));
  optional(p, 22, () => r.constrained(0, 1440));
  optional(p, 23, () => r.constrained(-60, 60));
  optional(p, 24, () => r.list(() => r.constrained(0, v === 3 ? 500 : 370)));
  const classCode = optional(p, 25, () => r.enumerated(travelClasses(v), true)) ?? 2;
  return {
    ...(reference ? { reference } : {}),
    ...stations,
    ...(validRegion ? { validRegion } : {}),
    validFrom: addDays(issuedOn, validFromDay),
    ...(validFromTime !== undefined ? { validFromTime } : {}),
    classCode,
  };
}

/** A place (`PlacesType`): its coach and the first place number. */
function places(r: PerReader): { coach?: string; seat?: string } {
  const { present: p } = r.preamble(5, false);
  const coach = optional(p, 0, () => r.ia5());
  const placeString = optional(p, 1, () => r.ia5());
  optional(p, 2, () => r.utf8());
  const placeIA5 = optional(p, 3, () => r.list(() => r.ia5()));
  const placeNum = optional(p, 4, () => r.list(() => r.constrained(1, 254)));
  const seat = placeIA5?.[0] ?? (placeNum?.[0] !== undefined ? String(placeNum[0]) : placeString);
  return { ...(coach ? { coach } : {}), ...(seat ? { seat } : {}) };
}

/** A reservation, read up to its place: train, ends, day and times, class, coach and seat. */
function reservation(r: PerReader, v: FcbVersion, issuedOn: string): FlexReservation {
  const { present: p } = r.preamble(43, true);
  const trainNum = optional(p, 0, () => r.integer());
  const trainIA5 = optional(p, 1, () => r.ia5());
  const departureDate = optional(p, 2, () => r.constrained(-1, v === 3 ? 500 : 370)) ?? 0;
  const reference = optional(p, 3, () => r.ia5());
  optional(p, 4, () => r.integer());
  optional(p, 5, () => r.constrained(1, 32000));
  optional(p, 6, () => r.ia5());
  optional(p, 7, () => productIdNum(r, v));
  optional(p, 8, () => r.ia5());
  optional(p, 9, () => r.constrained(0, 32000));
  optional(p, 10, () => r.utf8());
  optional(p, 11, () => r.utf8());
  optional(p, 12, () => r.enumerated(SERVICE_TYPES));
  const stations = ends(r, p, 13, 1);
  const departureTime = r.constrained(0, 1440);
  optional(p, 20, () => r.constrained(-60, 60));
  const arrivalDate = optional(p, 21, () => r.constrained(v === 1 ? 0 : -1, 20)) ?? 0;
  const arrivalTime = optional(p, 22, () => r.constrained(0, 1440));
  optional(p, 23, () => r.constrained(-60, 60));
  optional(p, 24, () => r.list(() => r.constrained(1, 32000)));
  optional(p, 25, () => r.list(() => r.ia5()));
  const classCode = optional(p, 26, () => r.enumerated(travelClasses(v), true)) ?? 2;
  optional(p, 27, () => r.ia5([1, 2]));
  const place = optional(p, 28, () => places(r)) ?? {};
  const departureDay = addDays(issuedOn, departureDate);
  return {
    ...(trainNum !== undefined ? { trainNum } : {}),
    ...(trainIA5 ? { trainIA5 } : {}),
    ...(reference ? { reference } : {}),
    ...stations,
    departureDay,
    departureTime,
    ...(arrivalTime !== undefined ? { arrivalDay: addDays(departureDay, arrivalDate), arrivalTime } : {}),
    classCode,
    ...place,
  };
}

function token(r: PerReader): void {
  const { present: p } = r.preamble(3, false);
  optional(p, 0, () => r.integer());
  optional(p, 1, () => r.ia5());
  optional(p, 2, () => r.ia5());
  r.octets();
}

/** The ticket's documents' choice: `reservation` is the first of twelve, `openTicket` the third. */
const RESERVATION = 0;
const OPEN_TICKET = 2;

/**
 * Reads an FCB of the given major version; undefined when its bits do not read as one. Its first document is read
 * when it is an open ticket or a reservation; later documents are not.
 */
export function readFcb(data: Uint8Array, v: FcbVersion): FlexTicket | undefined {
  const r = new PerReader(data);
  try {
    const { present: p } = r.preamble(4, true);
    const issue = issuingData(r, v);
    const travelers = optional(p, 0, () => travelerData(r, v)) ?? [];
    const openTickets: FlexOpenTicket[] = [];
    const reservations: FlexReservation[] = [];
    if (p[1] && r.length() > 0) {
      const { present: hasToken } = r.preamble(1, true);
      optional(hasToken, 0, () => token(r));
      const kind = r.bool() ? -1 : r.bits(4);
      if (kind === OPEN_TICKET) openTickets.push(openTicket(r, v, issue.issuedOn));
      else if (kind === RESERVATION) reservations.push(reservation(r, v, issue.issuedOn));
    }
    return { ...issue, travelers, openTickets, reservations };
  } catch (error) {
    if (error instanceof PerError) return undefined;
    throw error;
  }
}

/** Reads a `U_FLEX` record of version 1.3; undefined for another version. */
export function readFlex(record: Uic918Record): FlexTicket | undefined {
  return record.version === '13' ? readFcb(record.data, 1) : undefined;
}
