import type { Uic918Record } from './parse-uic918.js';
import { PerError, PerReader } from './per-bits.js';

/**
 * ERA's Flexible Content Barcode (`U_FLEX`, version 1.3: `uicRailTicketData_v1.3`), the record in which railways
 * such as Deutsche Bahn now write a ticket: who issued it and when, its travellers, and its documents. Read here: the
 * issue, the travellers' names, and an open ticket's ends, first day and class (what follows them in the document is
 * not needed, so the first open ticket is the last document read).
 */
export interface FlexTicket {
  issuerNum?: number;
  /** The day of issue, `YYYY-MM-DD`. */
  issuedOn: string;
  /** The issuer's booking reference. */
  pnr?: string;
  travelers: FlexTraveler[];
  openTickets: FlexOpenTicket[];
}

export interface FlexTraveler {
  firstName?: string;
  lastName?: string;
  ticketHolder: boolean;
}

export interface FlexOpenTicket {
  reference?: string;
  fromStationNum?: number;
  toStationNum?: number;
  fromStationName?: string;
  toStationName?: string;
  /** The first day of validity, `YYYY-MM-DD`. */
  validFrom: string;
  /** Minutes after midnight, local time. */
  validFromTime?: number;
  /** `TravelClassType`: 1 first, 2 second (the default), others for other services. */
  classCode: number;
}

/** The day `offset` days after an ISO day. */
function addDays(iso: string, offset: number): string {
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
const TRAVEL_CLASSES = 8;

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

function issuingData(r: PerReader): Pick<FlexTicket, 'issuerNum' | 'issuedOn' | 'pnr'> {
  const { extended, present: p } = r.preamble(14, true);
  optional(p, 0, () => r.constrained(1, 32000));
  optional(p, 1, () => r.ia5());
  const issuerNum = optional(p, 2, () => r.constrained(1, 32000));
  optional(p, 3, () => r.ia5());
  const year = r.constrained(2016, 2269);
  const day = r.constrained(1, 366);
  optional(p, 4, () => r.constrained(0, 1440));
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

function traveler(r: PerReader): FlexTraveler {
  const { extended, present: p } = r.preamble(17, true);
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
  optional(p, 10, () => r.constrained(0, 370));
  const ticketHolder = r.bool();
  optional(p, 11, () => r.enumerated(8, true));
  optional(p, 12, () => r.bool());
  optional(p, 13, () => r.constrained(1, 999));
  optional(p, 14, () => r.constrained(1, 999));
  optional(p, 15, () => r.constrained(1, 999));
  optional(p, 16, () => r.list(() => customerStatus(r)));
  if (extended) r.skipExtensions();
  return { ...(firstName ? { firstName } : {}), ...(lastName ? { lastName } : {}), ticketHolder };
}

function travelerData(r: PerReader): FlexTraveler[] {
  const { extended, present: p } = r.preamble(3, true);
  const travelers = optional(p, 0, () => r.list(() => traveler(r))) ?? [];
  optional(p, 1, () => r.ia5(2));
  optional(p, 2, () => r.utf8());
  if (extended) r.skipExtensions();
  return travelers;
}

function trainLink(r: PerReader): void {
  const { present: p } = r.preamble(9, false);
  optional(p, 0, () => r.integer());
  optional(p, 1, () => r.ia5());
  r.constrained(-1, 370);
  r.constrained(0, 1440);
  optional(p, 2, () => r.constrained(-60, 60));
  optional(p, 3, () => r.constrained(...STATION_NUMBER));
  optional(p, 4, () => r.ia5());
  optional(p, 5, () => r.constrained(...STATION_NUMBER));
  optional(p, 6, () => r.ia5());
  optional(p, 7, () => r.utf8());
  optional(p, 8, () => r.utf8());
}

function viaStation(r: PerReader): void {
  const { extended, present: p } = r.preamble(9, true);
  optional(p, 0, () => r.enumerated(CODE_TABLES));
  optional(p, 1, () => r.constrained(...STATION_NUMBER));
  optional(p, 2, () => r.ia5());
  optional(p, 3, () => r.list(() => viaStation(r)));
  optional(p, 4, () => r.list(() => viaStation(r)));
  r.bool(); // border
  optional(p, 5, () => r.list(() => r.constrained(1, 32000)));
  optional(p, 6, () => r.list(() => r.ia5()));
  optional(p, 7, () => r.integer());
  optional(p, 8, () => r.integer());
  if (extended) r.skipExtensions();
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

function line(r: PerReader): void {
  const { extended, present: p } = r.preamble(10, true);
  optional(p, 0, () => r.constrained(1, 32000));
  optional(p, 1, () => r.ia5());
  optional(p, 2, () => r.list(() => r.integer()));
  optional(p, 3, () => r.enumerated(CODE_TABLES));
  optional(p, 4, () => r.constrained(...STATION_NUMBER));
  optional(p, 5, () => r.ia5());
  optional(p, 6, () => r.constrained(...STATION_NUMBER));
  optional(p, 7, () => r.ia5());
  optional(p, 8, () => r.constrained(...STATION_NUMBER));
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

function regionalValidity(r: PerReader): void {
  if (r.bool()) throw new PerError('regional validity of an unknown kind');
  const kind = r.bits(3);
  const readers = [trainLink, viaStation, zone, line, polygone];
  const read = readers[kind];
  if (!read) throw new PerError(`regional validity ${kind}`);
  read(r);
}

function returnRoute(r: PerReader): void {
  const { extended, present: p } = r.preamble(8, true);
  optional(p, 0, () => r.constrained(...STATION_NUMBER));
  optional(p, 1, () => r.ia5());
  optional(p, 2, () => r.constrained(...STATION_NUMBER));
  optional(p, 3, () => r.ia5());
  optional(p, 4, () => r.utf8());
  optional(p, 5, () => r.utf8());
  optional(p, 6, () => r.utf8());
  optional(p, 7, () => r.list(() => regionalValidity(r)));
  if (extended) r.skipExtensions();
}

/** An open ticket, read up to its class: its ends, its first day of validity and time. */
function openTicket(r: PerReader, issuedOn: string): FlexOpenTicket {
  const { present: p } = r.preamble(38, true);
  optional(p, 0, () => r.integer());
  const reference = optional(p, 1, () => r.ia5());
  optional(p, 2, () => r.constrained(1, 32000));
  optional(p, 3, () => r.ia5());
  optional(p, 4, () => r.constrained(0, 32000));
  optional(p, 5, () => r.ia5());
  optional(p, 6, () => r.integer());
  optional(p, 7, () => r.integer());
  r.bool(); // return included
  optional(p, 8, () => r.enumerated(CODE_TABLES));
  const fromStationNum = optional(p, 9, () => r.constrained(...STATION_NUMBER));
  optional(p, 10, () => r.ia5());
  const toStationNum = optional(p, 11, () => r.constrained(...STATION_NUMBER));
  optional(p, 12, () => r.ia5());
  const fromStationName = optional(p, 13, () => r.utf8());
  const toStationName = optional(p, 14, () => r.utf8());
  optional(p, 15, () => r.utf8());
  optional(p, 16, () => r.list(() => regionalValidity(r)));
  optional(p, 17, () => returnRoute(r));
  const validFromDay = optional(p, 18, () => r.constrained(-1, 700)) ?? 0;
  const validFromTime = optional(p, 19, () => r.constrained(0, 1440));
  optional(p, 20, () => r.constrained(-60, 60));
  optional(p, 21, () => r.constrained(0, 370));
  optional(p, 22, () => r.constrained(0, 1440));
  optional(p, 23, () => r.constrained(-60, 60));
  optional(p, 24, () => r.list(() => r.constrained(0, 370)));
  const classCode = optional(p, 25, () => r.enumerated(TRAVEL_CLASSES, true)) ?? 2;
  return {
    ...(reference ? { reference } : {}),
    ...(fromStationNum ? { fromStationNum } : {}),
    ...(toStationNum ? { toStationNum } : {}),
    ...(fromStationName ? { fromStationName } : {}),
    ...(toStationName ? { toStationName } : {}),
    validFrom: addDays(issuedOn, validFromDay),
    ...(validFromTime !== undefined ? { validFromTime } : {}),
    classCode,
  };
}

function token(r: PerReader): void {
  const { present: p } = r.preamble(3, false);
  optional(p, 0, () => r.integer());
  optional(p, 1, () => r.ia5());
  optional(p, 2, () => r.ia5());
  r.octets();
}

/** The ticket's documents' choice: `openTicket` is the third of twelve. */
const OPEN_TICKET = 2;

/**
 * Reads a `U_FLEX` record of version 1.3; undefined for another version or when its bits do not read as one. Its first
 * document is read when it is an open ticket; later documents are not.
 */
export function readFlex(record: Uic918Record): FlexTicket | undefined {
  if (record.version !== '13') return undefined;
  const r = new PerReader(record.data);
  try {
    const { present: p } = r.preamble(4, true);
    const issue = issuingData(r);
    const travelers = optional(p, 0, () => travelerData(r)) ?? [];
    const openTickets: FlexOpenTicket[] = [];
    if (p[1] && r.length() > 0) {
      const { present: hasToken } = r.preamble(1, true);
      optional(hasToken, 0, () => token(r));
      if (!r.bool() && r.bits(4) === OPEN_TICKET) openTickets.push(openTicket(r, issue.issuedOn));
    }
    return { ...issue, travelers, openTickets };
  } catch (error) {
    if (error instanceof PerError) return undefined;
    throw error;
  }
}
