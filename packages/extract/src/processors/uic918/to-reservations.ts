import { findStationByCode, findStationByName } from '../../refdata/stations.js';
import type { JsonLdObject, Reservation } from '../../schema/reservation.js';
import { labelledValues, validityDay } from './layout-labels.js';
import type { Uic918Ticket } from './parse-uic918.js';
import type { DosipasBarcode } from './read-dosipas.js';
import { addDays, type FlexOpenTicket, type FlexReservation, type FlexTicket, readFlex } from './read-flex.js';
import {
  type DbBlock,
  type LayoutField,
  layoutTextAt,
  readDbBlock,
  readHead,
  readLayout,
  readTaggedFields,
  type Uic918Head,
} from './read-records.js';
import { type SsbTicket, ssbFirstDay } from './read-ssb.js';

/** Railways by RICS code, for the reservation's provider. */
const RAILWAYS: Record<string, string> = {
  '1080': 'Deutsche Bahn',
  '1081': 'ÖBB',
  '1181': 'ÖBB',
  '1083': 'Trenitalia',
  '1084': 'NS',
  '1184': 'NS',
  '1085': 'SBB',
  '1185': 'SBB',
  '1087': 'SNCF',
  '1187': 'SNCF',
  '1088': 'SNCB',
  '1154': 'České dráhy',
};

/** What the records of one barcode say, read once. */
export interface Uic918Content {
  head?: Uic918Head;
  layout: LayoutField[];
  db?: DbBlock;
  /** České dráhy's `1154UT` fields by tag (`KJ` the traveller). */
  cd?: Map<string, string>;
  /** ERA's Flexible Content Barcode, when the ticket has one of a version the engine reads. */
  flex?: FlexTicket;
  warnings: string[];
}

/** Reads the records the engine knows (`U_HEAD`, `U_TLAY`, `0080BL`, `U_FLEX`); others are passed over. */
export function readContent(ticket: Uic918Ticket): Uic918Content {
  const warnings = [...ticket.warnings];
  const content: Uic918Content = { layout: [], warnings };
  for (const record of ticket.records) {
    if (record.id === 'U_HEAD') content.head = readHead(record);
    else if (record.id === 'U_TLAY') content.layout = readLayout(record, warnings);
    else if (record.id === '0080BL') content.db = readDbBlock(record, warnings);
    else if (record.id === '1154UT') content.cd = readTaggedFields(record);
    else if (record.id === 'U_FLEX') content.flex = readFlex(record);
  }
  return content;
}

/** `DD.MM.YYYY` (S031/S032) as ISO. */
function isoFromDotted(text: string | undefined): string | undefined {
  const m = text?.match(/^(\d{2})\.(\d{2})\.(\d{4})/);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : undefined;
}

/**
 * A layout date `dd.mm.` or `dd/mm` (year-less): the year of issue, or the next when the day lies before the issue.
 */
function isoFromLayoutDate(text: string, issuedAt: string | undefined): string | undefined {
  const m = text.match(/^(\d{2})[./](\d{2})\b/);
  if (!m || !issuedAt) return undefined;
  const year = Number(issuedAt.slice(0, 4));
  const candidate = `${year}-${m[2]}-${m[1]}`;
  return candidate < issuedAt.slice(0, 10) ? `${year + 1}-${m[2]}-${m[1]}` : candidate;
}

function clock(text: string): string | undefined {
  const m = text.match(/^(\d{1,2})[:.](\d{2})$/);
  return m ? `${(m[1] ?? '').padStart(2, '0')}:${m[2]}:00` : undefined;
}

function person(db: DbBlock | undefined): JsonLdObject | undefined {
  const split = db?.fields.get(28)?.split('#');
  if (split && split.length === 2 && split[1]) {
    const [given = '', family = ''] = split.map((s) => s.trim());
    return { '@type': 'Person', name: `${given} ${family}`.trim(), givenName: given, familyName: family };
  }
  const name = db?.fields.get(23);
  return name ? { '@type': 'Person', name } : undefined;
}

/**
 * The traveller RCT2's name box gives (from column 50 of line 0, or of line 1 when line 0 has nothing there): NS and
 * NMBS print the traveller on line 0, Eurostar on line 1; a count of travellers (`01 DOSPELY/ERW.`) is no name.
 */
function layoutPerson(fields: readonly LayoutField[]): JsonLdObject | undefined {
  const box = (line: number) => fields.filter((f) => f.line === line && f.column >= 50 && f.text.trim());
  const [first] = [...(box(0).length > 0 ? box(0) : box(1))].sort((a, b) => a.column - b.column);
  const name = first?.text.trim().split(/\r?\n/)[0]?.trim();
  return name && /^\p{L}[\p{L} .'-]+$/u.test(name) ? { '@type': 'Person', name } : undefined;
}

/** The traveller České dráhy's record names (`KJ`), family name first as it prints it. */
function cdPerson(cd: Map<string, string> | undefined): JsonLdObject | undefined {
  const name = cd?.get('KJ');
  return name ? { '@type': 'Person', name } : undefined;
}

/** The ticket holder the Flexible Content Barcode names (else its only traveller). */
function flexPerson(flex: FlexTicket | undefined): JsonLdObject | undefined {
  const travelers = flex?.travelers ?? [];
  const holder = travelers.find((t) => t.ticketHolder) ?? (travelers.length === 1 ? travelers[0] : undefined);
  const given = holder?.firstName?.trim() ?? '';
  const family = holder?.lastName?.trim() ?? '';
  if (!given && !family) return undefined;
  return {
    '@type': 'Person',
    name: `${given} ${family}`.trim(),
    ...(given ? { givenName: given } : {}),
    ...(family ? { familyName: family } : {}),
  };
}

/** `HH:MM:SS` of minutes after midnight. */
function minutesClock(minutes: number): string | undefined {
  if (minutes < 0 || minutes >= 24 * 60) return undefined;
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${hh}:${mm}:00`;
}

/**
 * A station the FCB names: its printed name, else its number when the code table is UIC's (0, or 1 for reservation
 * codes, the same numbers) and the number is a known station. A local code table's number (a bus network's stop 14)
 * names no place the reader knows.
 */
function flexStation(name: string | undefined, num: number | undefined, codeTable: number): string | undefined {
  if (name?.trim()) return name;
  if (num === undefined || codeTable > 1) return undefined;
  return findStationByCode(String(num))?.name;
}

function flexClass(classCode: number): string | undefined {
  return classCode === 1 || classCode === 2 ? String(classCode) : undefined;
}

/** A reserved train of the FCB: its ends, day, times, class and place. */
function reservationLeg(booked: FlexReservation): Leg | undefined {
  const from = flexStation(booked.fromStationName, booked.fromStationNum, booked.stationCodeTable);
  const to = flexStation(booked.toStationName, booked.toStationNum, booked.stationCodeTable);
  if (!from || !to) return undefined;
  const trainNumber = booked.trainIA5?.trim() || (booked.trainNum !== undefined ? String(booked.trainNum) : undefined);
  return {
    from,
    to,
    day: booked.departureDay,
    departure: minutesClock(booked.departureTime),
    ...(booked.arrivalTime !== undefined
      ? { arrival: minutesClock(booked.arrivalTime), arrivalDay: booked.arrivalDay }
      : {}),
    travelClass: flexClass(booked.classCode),
    ...(trainNumber ? { trainNumber } : {}),
    ...(booked.coach ? { coach: booked.coach } : {}),
    ...(booked.seat ? { seat: booked.seat } : {}),
  };
}

/**
 * An open ticket of the FCB: between its named (or UIC-numbered) ends, else the ends of the one train it is valid on,
 * else the first and last station of the one route it is valid on. A single train link gives the train, its day and
 * its time; without one the trip is on the first day of validity.
 */
function openTicketLeg(open: FlexOpenTicket, issuedOn: string): Leg | undefined {
  const regions = open.validRegion ?? [];
  const links = regions.flatMap((region) => ('trainLink' in region ? [region.trainLink] : []));
  const routes = regions.flatMap((region) => ('route' in region && region.route ? [region.route] : []));
  const link = links.length === 1 ? links[0] : undefined;
  const route = routes.length === 1 && (routes[0]?.length ?? 0) >= 2 ? routes[0] : undefined;
  const ends: [string | undefined, string | undefined][] = [
    [
      flexStation(open.fromStationName, open.fromStationNum, open.stationCodeTable),
      flexStation(open.toStationName, open.toStationNum, open.stationCodeTable),
    ],
    [
      flexStation(link?.fromStationName, link?.fromStationNum, 0),
      flexStation(link?.toStationName, link?.toStationNum, 0),
    ],
    [flexStation(undefined, route?.[0], 0), flexStation(undefined, route?.at(-1), 0)],
  ];
  const [from, to] = ends.find(([a, b]) => a && b) ?? [];
  if (!from || !to) return undefined;
  const trainNumber = link?.trainIA5?.trim() || (link?.trainNum !== undefined ? String(link.trainNum) : undefined);
  return {
    from,
    to,
    day: link ? addDays(issuedOn, link.travelDate) : open.validFrom,
    ...(link ? { departure: minutesClock(link.departureTime) } : {}),
    travelClass: flexClass(open.classCode),
    ...(trainNumber ? { trainNumber } : {}),
  };
}

/** The trip of an FCB's first document, when it is a reservation or an open ticket between two known places. */
function flexLeg(flex: FlexTicket | undefined): Leg | undefined {
  if (!flex) return undefined;
  const booked = flex.reservations[0];
  if (booked) return reservationLeg(booked);
  const open = flex.openTickets[0];
  return open ? openTicketLeg(open, flex.issuedOn) : undefined;
}

/**
 * A station's printed name. `(ZONE)` (NMBS) is the fare's mark that any station of the place serves, as DB's `+City`
 * is, not part of the name.
 */
function station(name: string): JsonLdObject {
  return {
    '@type': 'TrainStation',
    name: name
      .replace(/\s*\(zone\)\s*$/i, '')
      .replace(/\s+/g, ' ')
      .trim(),
  };
}

interface Leg {
  from: string;
  to: string;
  day?: string;
  departure?: string;
  arrival?: string;
  arrivalDay?: string;
  travelClass?: string;
  /** Train, coach and seat, when the records give them for this leg (the FCB); else the layout's labels say them. */
  trainNumber?: string;
  coach?: string;
  seat?: string;
}

/** RCT2's standard journey lines (6 outward, 7 return): dates, times, from, to and class at fixed columns. */
function layoutLegs(fields: readonly LayoutField[], issuedAt: string | undefined): Leg[] {
  const legs: Leg[] = [];
  for (const line of [6, 7]) {
    const from = layoutTextAt(fields, line, 12, 30);
    const to = layoutTextAt(fields, line, 33, 51);
    // Lines of stars (`*****`) fill an unused journey line.
    if (!from || !to || /^\*+$/.test(from) || /^\*+$/.test(to)) continue;
    const day = isoFromLayoutDate(layoutTextAt(fields, line, 0, 5), issuedAt);
    const arrivalDay = isoFromLayoutDate(layoutTextAt(fields, line, 52, 56), issuedAt) ?? day;
    const departure = clock(layoutTextAt(fields, line, 6, 11));
    const arrival = clock(layoutTextAt(fields, line, 57, 63));
    const travelClass = layoutTextAt(fields, line, 64, 71).match(/\d/)?.[0];
    legs.push({ from, to, day, departure, arrival, arrivalDay, travelClass });
  }
  return legs;
}

/** DB's own fields: S015 from, S016 to, S031 first day of validity, S014 class (`S2`, `2`). */
function dbLeg(db: DbBlock): Leg | undefined {
  const from = db.fields.get(15);
  const to = db.fields.get(16);
  if (!from || !to) return undefined;
  const day = isoFromDotted(db.fields.get(31)) ?? db.orders[0]?.validFrom;
  const travelClass = (db.fields.get(14) ?? db.fields.get(3))?.match(/[12]/)?.[0];
  return { from, to, day, travelClass };
}

/** Prefers a recognisable station name: the layout writes names in full, DB's S-fields sometimes cut them. */
function betterName(a: string, b: string | undefined): string {
  if (!b) return a;
  return !findStationByName(a) && findStationByName(b) ? b : a;
}

/** The train reservations a UIC 918.3 ticket describes; `token` is its raw content for `ticketToken`. */
export function uic918ToReservations(ticket: Uic918Ticket, content: Uic918Content, token: string): Reservation[] {
  const fromLayout = layoutLegs(content.layout, content.head?.issuedAt);
  const fromDb = content.db ? dbLeg(content.db) : undefined;
  let legs = fromLayout;
  if (fromDb) {
    const outward = fromLayout[0];
    legs = [
      {
        ...outward,
        ...fromDb,
        from: betterName(fromDb.from, outward?.from),
        to: betterName(fromDb.to, outward?.to),
        day: fromDb.day ?? outward?.day,
        travelClass: fromDb.travelClass ?? outward?.travelClass,
      },
      ...fromLayout.slice(1),
    ];
  }
  if (legs.length === 0) {
    const fromFlex = flexLeg(content.flex);
    if (fromFlex) legs = [fromFlex];
  }
  // Journey lines without a date (NS, NMBS, ČD) travel on the first day the layout says the ticket is valid.
  const firstValidDay = validityDay(content.layout);
  if (firstValidDay) legs = legs.map((leg) => (leg.day ? leg : { ...leg, day: firstValidDay }));
  const labels = labelledValues(content.layout);
  const underName =
    person(content.db) ?? flexPerson(content.flex) ?? cdPerson(content.cd) ?? layoutPerson(content.layout);
  // NS and NMBS key a ticket as its booking's reference and the ticket's index in it (`KDWTRFP_0`).
  const reference = content.head?.ticketKey.replace(/^([A-Z0-9]{5,})_\d$/, '$1') ?? content.flex?.pnr;
  return legReservations(legs, { issuer: ticket.issuer, token, labels, reference, underName });
}

interface TicketFacts {
  /** RICS code of the issuer, when known. */
  issuer: string;
  token: string;
  /** The layout's labelled train, coach and seat: the ticket's one train (its first leg). */
  labels?: ReturnType<typeof labelledValues>;
  reference?: string;
  underName?: JsonLdObject;
}

/** A train reservation for each dated leg. */
function legReservations(legs: readonly Leg[], facts: TicketFacts): Reservation[] {
  const railway = RAILWAYS[facts.issuer];
  return legs
    .filter((leg) => leg.day)
    .map((leg, index) => {
      // The labels describe the ticket's one train: a return's second line is not on it.
      const labels = index === 0 ? (facts.labels ?? {}) : {};
      const train = {
        train: leg.trainNumber ?? labels.train,
        coach: leg.coach ?? labels.coach,
        seat: leg.seat ?? labels.seat,
      };
      const trip: JsonLdObject = {
        '@type': 'TrainTrip',
        ...(train.train ? { trainNumber: train.train } : {}),
        departureStation: station(leg.from),
        arrivalStation: station(leg.to),
        departureDay: leg.day as string,
        ...(leg.departure ? { departureTime: `${leg.day}T${leg.departure}` } : {}),
        ...(leg.arrival && leg.arrivalDay ? { arrivalTime: `${leg.arrivalDay}T${leg.arrival}` } : {}),
        ...(facts.issuer
          ? {
              provider: {
                '@type': 'Organization',
                identifier: `uic:${facts.issuer}`,
                ...(railway ? { name: railway } : {}),
              },
            }
          : {}),
      };
      const ticketObject: JsonLdObject = { '@type': 'Ticket', ticketToken: facts.token };
      if (leg.travelClass || train.coach || train.seat) {
        ticketObject.ticketedSeat = {
          '@type': 'Seat',
          ...(leg.travelClass ? { seatingType: leg.travelClass } : {}),
          ...(train.coach ? { seatSection: train.coach } : {}),
          ...(train.seat ? { seatNumber: train.seat } : {}),
        };
      }
      const reservation: Reservation = {
        '@type': 'TrainReservation',
        reservationFor: trip,
        reservedTicket: ticketObject,
      } as Reservation;
      if (facts.reference) reservation.reservationNumber = facts.reference;
      if (facts.underName) reservation.underName = structuredClone(facts.underName);
      return reservation;
    });
}

/**
 * The train reservations of a DOSIPAS barcode: one for each FCB ticket of its data sequence whose first document is
 * a trip between known places; `token` is its raw content for `ticketToken`.
 */
export function dosipasToReservations(barcode: DosipasBarcode, token: string): Reservation[] {
  return barcode.tickets.flatMap((flex) => {
    const leg = flexLeg(flex);
    if (!leg) return [];
    const issuer = String(flex.issuerNum ?? barcode.securityProvider ?? '');
    const underName = flexPerson(flex);
    return legReservations([leg], {
      issuer,
      token,
      ...(flex.pnr ? { reference: flex.pnr } : {}),
      ...(underName ? { underName } : {}),
    });
  });
}

/**
 * The train reservation of an SSB non-reservation ticket: between the stations its UIC numbers name, on its first day
 * of validity; none when a number names no known station. `reference` resolves the year of issue from its last digit.
 */
export function ssbToReservations(ticket: SsbTicket, token: string, reference: Date): Reservation[] {
  const from = findStationByCode(ticket.departureCode)?.name;
  const to = findStationByCode(ticket.arrivalCode)?.name;
  const day = ssbFirstDay(ticket, reference);
  if (!from || !to || !day) return [];
  return legReservations([{ from, to, day, travelClass: ticket.travelClass }], {
    issuer: String(ticket.issuer),
    token,
  });
}
