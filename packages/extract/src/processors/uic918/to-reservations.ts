import { findStationByName } from '../../refdata/stations.js';
import type { JsonLdObject, Reservation } from '../../schema/reservation.js';
import { labelledValues, validityDay } from './layout-labels.js';
import type { Uic918Ticket } from './parse-uic918.js';
import { type FlexTicket, readFlex } from './read-flex.js';
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

/** An open ticket of the Flexible Content Barcode between two named places: its first day and class. */
function flexLeg(flex: FlexTicket | undefined): Leg | undefined {
  const ticket = flex?.openTickets.find((t) => t.fromStationName?.trim() && t.toStationName?.trim());
  if (!ticket?.fromStationName || !ticket.toStationName) return undefined;
  const travelClass = ticket.classCode === 1 || ticket.classCode === 2 ? String(ticket.classCode) : undefined;
  return { from: ticket.fromStationName, to: ticket.toStationName, day: ticket.validFrom, travelClass };
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
  const railway = RAILWAYS[ticket.issuer];
  return legs
    .filter((leg) => leg.day)
    .map((leg, index) => {
      // The labels describe the ticket's one train: a return's second line is not on it.
      const train = index === 0 ? labels : {};
      const trip: JsonLdObject = {
        '@type': 'TrainTrip',
        ...(train.train ? { trainNumber: train.train } : {}),
        departureStation: station(leg.from),
        arrivalStation: station(leg.to),
        departureDay: leg.day as string,
        ...(leg.departure ? { departureTime: `${leg.day}T${leg.departure}` } : {}),
        ...(leg.arrival && leg.arrivalDay ? { arrivalTime: `${leg.arrivalDay}T${leg.arrival}` } : {}),
        provider: {
          '@type': 'Organization',
          identifier: `uic:${ticket.issuer}`,
          ...(railway ? { name: railway } : {}),
        },
      };
      const ticketObject: JsonLdObject = { '@type': 'Ticket', ticketToken: token };
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
      // NS and NMBS key a ticket as its booking's reference and the ticket's index in it (`KDWTRFP_0`).
      const reference = content.head?.ticketKey.replace(/^([A-Z0-9]{5,})_\d$/, '$1') ?? content.flex?.pnr;
      if (reference) reservation.reservationNumber = reference;
      if (underName) reservation.underName = structuredClone(underName);
      return reservation;
    });
}
