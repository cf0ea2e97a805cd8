import { DateTime } from 'luxon';
import type { Diagnostic } from '../../engine/types.js';
import { plusDays } from '../../extractors/lib/dates.js';
import { type JsonLdObject, RESERVATION_STATUS, type Reservation } from '../../schema/reservation.js';
import { formatCalendarDay } from '../bcbp/index.js';
import { meansKey, meansLabel } from './field-labels.js';
import { addPassIdentity, passengerOf, reservationNumberOf, ticketOf } from './map-common.js';
import { dayAsWritten, isClock, offsetShowing, parseClockTime, zonedTime } from './pass-times.js';
import {
  dayAndClock,
  dayFieldTime,
  findField,
  findFieldTime,
  findMeaning,
  looksLikeTranslationKey,
  type Pass,
  type PassField,
  semanticText,
} from './read-pass.js';

/** The sections a traveller sees on the front of the pass; the back holds terms, contacts and links. */
const FRONT_SECTIONS = ['header', 'primary', 'secondary', 'auxiliary'] as const;

interface TransitShape {
  reservation: 'TrainReservation' | 'BusReservation' | 'BoatReservation';
  trip: string;
  place: string;
  departurePlace: string;
  arrivalPlace: string;
  number: string;
  name: string;
}

const SHAPES: Record<'train' | 'bus' | 'boat', TransitShape> = {
  train: {
    reservation: 'TrainReservation',
    trip: 'TrainTrip',
    place: 'TrainStation',
    departurePlace: 'departureStation',
    arrivalPlace: 'arrivalStation',
    number: 'trainNumber',
    name: 'trainName',
  },
  bus: {
    reservation: 'BusReservation',
    trip: 'BusTrip',
    place: 'BusStation',
    departurePlace: 'departureBusStop',
    arrivalPlace: 'arrivalBusStop',
    number: 'busNumber',
    name: 'busName',
  },
  boat: {
    reservation: 'BoatReservation',
    trip: 'BoatTrip',
    place: 'BoatTerminal',
    departurePlace: 'departureBoatTerminal',
    arrivalPlace: 'arrivalBoatTerminal',
    number: 'boatNumber',
    name: 'boatName',
  },
};

/** Which kind of trip a transit pass is; a generic one is told by its words. */
function shapeOf(pass: Pass): TransitShape | undefined {
  switch (pass.transitType) {
    case 'PKTransitTypeTrain':
      return SHAPES.train;
    case 'PKTransitTypeBus':
      return SHAPES.bus;
    case 'PKTransitTypeBoat':
      return SHAPES.boat;
    default: {
      const words = [pass.description, pass.organizationName, ...pass.fields.map((f) => `${f.key} ${f.label}`)].join(
        ' ',
      );
      if (/\b(train|rail|bahn|zug|gleis|platform)\b/i.test(words)) return SHAPES.train;
      if (/\b(bus|coach)\b/i.test(words)) return SHAPES.bus;
      if (/\b(ferry|boat|ship|vessel|fähre)\b/i.test(words)) return SHAPES.boat;
      return undefined;
    }
  }
}

/** A place from the semantic tag or a primary field: its value when it is a name, its label when the value is a code. */
function placeName(pass: Pass, semanticKey: string, field: PassField | undefined): string | undefined {
  const semantic = semanticText(pass, semanticKey);
  if (semantic) return semantic;
  if (!field) return undefined;
  const value = field.value.trim();
  // A label saying which end it is (`From`, `Nach`) or when (`09:00` over `Bern`) names no place.
  const labelled =
    field.label.trim() !== '' &&
    !looksLikeTranslationKey(field.label) &&
    !meansLabel(field.label, 'origin') &&
    !meansLabel(field.label, 'destination') &&
    !isClock(field.label);
  // A value that is a code (`LON`) or the clock of that end (`13:31`) leaves the place to the label.
  if (labelled && (value.length <= 4 || clockValue(field))) return field.label.trim();
  return value || undefined;
}

/**
 * The field naming one end of the trip: the primary field, unless it holds that end's time (`departure_time`); then
 * the front field whose key or label says it is that end (`departure_station` labelled `Departure`).
 */
function endField(pass: Pass, primary: PassField | undefined, end: 'origin' | 'destination'): PassField | undefined {
  const isTime = (f: PassField) => f.time !== undefined || f.day !== undefined;
  if (primary && !isTime(primary)) return primary;
  return pass.fields.find(
    (f) =>
      (FRONT_SECTIONS as readonly string[]).includes(f.section) &&
      !isTime(f) &&
      f.value.trim() !== '' &&
      (meansKey(f.key, end) || meansLabel(f.label, end)),
  );
}

/** A line's code before the direction it runs to (`2030 Las Vegas Downtown (1st St)`, `N2100 University of Arizona`). */
function lineCode(value: string): string {
  return /^((?:[A-Z]{1,4} ?)?\d{1,5}[A-Z]?)\s+(?=\p{Lu}\p{Ll})/u.exec(value.trim())?.[1] ?? value;
}

/** The clock a field's value is, and nothing else: a pass that shows each end's time so. */
function clockValue(field: PassField | undefined): string | undefined {
  const value = field?.value.trim() ?? '';
  return isClock(value) ? parseClockTime(value) : undefined;
}

/** The clock shown for one end of the trip: over its place (the label), else as its value. */
function endClock(place: PassField | undefined): string | undefined {
  return (place ? parseClockTime(place.label) : undefined) ?? clockValue(place);
}

/** The wall-clock time of an instant (`2023-03-27T12:31:00Z`) that the pass shows at a clock (`13:31`). */
function wallClockAt(instant: string, clock: string): string | undefined {
  const parsed = DateTime.fromISO(instant, { setZone: true });
  if (!parsed.isValid || !/(?:Z|[+-]\d{2}:?\d{2})$/.test(instant)) return undefined;
  const offset = offsetShowing(parsed, clock);
  if (offset === undefined) return undefined;
  const local = parsed.toUTC().plus({ minutes: offset });
  return `${local.toISODate()}T${clock}:00`;
}

/** The first seat of the semantic tags: row and number together (`12` + `A`), or the number alone. */
function semanticSeat(pass: Pass): string | undefined {
  const seats = pass.semantics.seats;
  const first = Array.isArray(seats) ? seats[0] : undefined;
  if (!first || typeof first !== 'object' || Array.isArray(first)) return undefined;
  const row = typeof first.seatRow === 'string' ? first.seatRow : '';
  const number = typeof first.seatNumber === 'string' ? first.seatNumber : '';
  return `${row}${number}` || undefined;
}

/**
 * A day with the clock a place's label shows (`08:00` over `Berlin ZOB`), or its value is (`13:31` under `LON`):
 * passes that put each end's time there.
 */
function withClock(day: string | undefined, place: PassField | undefined): string | undefined {
  const clock = endClock(place);
  return day && clock && /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T${clock}:00` : day;
}

/**
 * The arrival by the clock shown for the destination, on the departure's day or the next when it is earlier. A
 * departure given as an instant is read on the clock the pass shows for the origin.
 */
function arrivalByLabel(
  departure: string | JsonLdObject | undefined,
  origin: PassField | undefined,
  place: PassField | undefined,
): string | undefined {
  const clock = endClock(place);
  const originClock = endClock(origin);
  const given = typeof departure === 'string' ? departure : undefined;
  const written = given && given.length > 19 && originClock ? wallClockAt(given, originClock) : given;
  if (!clock || !written || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(written) || written.length > 19) return undefined;
  const arrival = `${written.slice(0, 10)}T${clock}:00`;
  return arrival >= written ? arrival : plusDays(arrival, 1);
}

/** A field's key or label naming the arrival: `arr_time`, `Arrival`, `Ankunft`, `Arrivée`, `Ora arrivo`, `Llegada`. */
const ARRIVAL = /arriv|^arr|ankunft|arrivée|llegada|aankomst/i;

/** A front field of the arrival whose value is its clock alone (`Ora arrivo: 11:20`). */
function arrivalClockField(pass: Pass): PassField | undefined {
  return pass.fields.find(
    (f) =>
      (FRONT_SECTIONS as readonly string[]).includes(f.section) &&
      (ARRIVAL.test(f.key) || ARRIVAL.test(f.label)) &&
      clockValue(f) !== undefined,
  );
}

/** The day a field of the meaning gives (`Gültig bis: 28.02.2015`), as written: a day alone or the day of a time. */
function dayMeaning(pass: Pass, meaning: 'validFrom' | 'validUntil'): string | undefined {
  const field = findMeaning(pass, meaning);
  const day = field?.day ?? field?.time?.slice(0, 10);
  return day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : undefined;
}

/**
 * An open ticket's validity, for a pass that names no departure: between two places on any train of the days it
 * gives (`Gültig bis 28.02.2015`, `Valid from`), rather than on one train.
 */
function openTicketValidity(pass: Pass): JsonLdObject {
  const validity: JsonLdObject = {};
  const from = dayMeaning(pass, 'validFrom');
  const until = dayMeaning(pass, 'validUntil');
  if (from) validity.validFrom = from;
  if (until) validity.validUntil = until;
  return validity;
}

/** The longest a pass comes up ahead of the departure that its day field shows. */
const MAX_LEAD_HOURS = 6;

/**
 * The time a field labelled as the day shows, when the pass's relevant date falls on that day at most a few hours
 * before it: the pass comes up ahead of the departure the traveller is shown. A day field of another day (a stray
 * instant in the header) leaves the relevant date the departure.
 */
function dayFieldAfterRelevant(pass: Pass): string | undefined {
  const shown = dayFieldTime(pass);
  const relevant = pass.relevantDate;
  if (!shown || !relevant || shown.slice(0, 10) !== relevant.slice(0, 10)) return undefined;
  const zoned = /(?:Z|[+-]\d{2}:?\d{2})$/;
  // Two instants are compared as instants; a wall clock with the relevant date's clock as written.
  const [from, to] =
    zoned.test(shown) && zoned.test(relevant)
      ? [Date.parse(relevant), Date.parse(shown)]
      : [Date.parse(`${relevant.slice(0, 16)}Z`), Date.parse(`${shown.slice(0, 16)}Z`)];
  return comesUpAhead(from, to) ? shown : undefined;
}

/** Whether a pass comes up this long ahead of a departure, or less: from its relevant date to the departure. */
function comesUpAhead(relevant: number, departure: number): boolean {
  const lead = (departure - relevant) / 3_600_000;
  return lead >= 0 && lead <= MAX_LEAD_HOURS;
}

/**
 * The relevant date's day at the clock the pass shows for the origin (`08:00` over `München ZOB`), when the relevant
 * date, written in its place's offset, comes up ahead of that clock on that day: the departure the traveller is shown.
 * A relevant date in UTC (`Z`) is written on another clock than the station's and is left as it is.
 */
function relevantDayAtShownClock(pass: Pass, origin: PassField | undefined): string | undefined {
  const relevant = pass.relevantDate;
  const clock = endClock(origin);
  const written = relevant ? /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2})?[+-]\d{2}:?\d{2}$/.exec(relevant) : null;
  if (!clock || !written?.[1] || !written[2] || written[2] === clock) return undefined;
  const shown = `${written[1]}T${clock}:00`;
  return comesUpAhead(Date.parse(`${written[1]}T${written[2]}Z`), Date.parse(`${shown}Z`)) ? shown : undefined;
}

/** A ferry's ship as its pass names it (`Vessel: Pride of Kent`): a name, never a number. */
function shipName(pass: Pass): string | undefined {
  const field = findField(pass, /vessel|^ship$|^schiff$|^navire$|^nave$|^buque$/i, FRONT_SECTIONS);
  const value = field?.value.trim();
  return value && /\p{L}{3}/u.test(value) && !/\d/.test(value) ? value : undefined;
}

/** Train, bus and ferry boarding passes, read from semantic tags and the usual fields. */
export function mapTransitPass(pass: Pass, diagnostics: Diagnostic[]): Reservation[] {
  const shape = shapeOf(pass);
  const primary = pass.fields.filter((f) => f.section === 'primary');
  const from = shape && placeName(pass, 'departureStationName', endField(pass, primary[0], 'origin'));
  const to = shape && placeName(pass, 'destinationStationName', endField(pass, primary[1], 'destination'));
  if (!shape || !from || !to) {
    diagnostics.push({ level: 'info', code: 'pkpass-no-trip', message: 'Transit pass without a recognisable trip' });
    return [];
  }
  const trip: JsonLdObject = {
    '@type': shape.trip,
    [shape.departurePlace]: { '@type': shape.place, name: from },
    [shape.arrivalPlace]: { '@type': shape.place, name: to },
  };
  // A ferry's `Vehicle` is the traveller's car on board (`AB12 CDE`), not the ship; its `Vessel` names the ship.
  const numbered =
    shape === SHAPES.boat
      ? /ferry|^treno$|^tren$|^trein$|^line$|^linie$|^ligne$|^l[íi]nea$|^lijn$/i
      : /train|bus|vehicle|ferry|vessel|zug|^treno$|^tren$|^trein$|^line$|^linie$|^ligne$|^l[íi]nea$|^lijn$/i;
  const number = semanticText(pass, 'vehicleNumber') ?? findField(pass, numbered, FRONT_SECTIONS)?.value;
  // A ferry's field holding the ship's name (`Ferry: Pride of Kent`) gives no number.
  if (number && !(shape === SHAPES.boat && !/\d/.test(number))) trip[shape.number] = lineCode(number);
  const vehicleName = semanticText(pass, 'vehicleName') ?? (shape === SHAPES.boat ? shipName(pass) : undefined);
  if (vehicleName) trip[shape.name] = vehicleName;
  // An organization name that is the route, both its ends (`LA Downtown - Las Vegas Strip`), names no operator.
  const organization = pass.organizationName;
  if (organization && !(organization.includes(from) && organization.includes(to))) {
    trip.provider = { '@type': 'Organization', name: organization };
  }
  const departureIso = semanticText(pass, 'currentDepartureDate') ?? semanticText(pass, 'originalDepartureDate');
  const departure = departureIso
    ? zonedTime(departureIso, semanticText(pass, 'departureLocationTimeZone'))
    : (findFieldTime(pass, /depart|^dep|abfahrt|départ|salida|partenza|vertrek|sailing|embark/i) ??
      dayFieldAfterRelevant(pass) ??
      relevantDayAtShownClock(pass, primary[0]) ??
      pass.relevantDate ??
      withClock(dayAndClock(pass, parseClockTime), primary[0]) ??
      dayFieldTime(pass));
  if (departure) {
    trip.departureTime = departure;
    const written = typeof departure === 'string' ? departure : departure['@value'];
    const day = typeof written === 'string' ? dayAsWritten(written) : undefined;
    if (day) trip.departureDay = formatCalendarDay(day);
  }
  const arrivalIso = semanticText(pass, 'currentArrivalDate') ?? semanticText(pass, 'originalArrivalDate');
  const arrival = arrivalIso
    ? zonedTime(arrivalIso, semanticText(pass, 'destinationLocationTimeZone'))
    : (findFieldTime(pass, ARRIVAL) ??
      arrivalByLabel(departure, primary[0], primary[1]) ??
      arrivalByLabel(departure, primary[0], arrivalClockField(pass)));
  if (arrival) trip.arrivalTime = arrival;
  const platform =
    semanticText(pass, 'departurePlatform') ??
    findField(pass, /platform|track|gleis|voie|quai/i, FRONT_SECTIONS)?.value;
  if (platform) trip.departurePlatform = platform;

  const reservation: Reservation = {
    '@context': 'http://schema.org',
    '@type': shape.reservation,
    reservationStatus: RESERVATION_STATUS.confirmed,
    reservationFor: trip,
  };
  const reference = semanticText(pass, 'confirmationNumber') ?? reservationNumberOf(pass);
  if (reference) reservation.reservationNumber = reference;
  const person = passengerOf(pass);
  if (person) reservation.underName = person;
  const ticket = ticketOf(pass) ?? { '@type': 'Ticket' };
  const seat =
    semanticSeat(pass) ??
    findField(pass, /seat|sitzplatz|^platz$|^place$/i, FRONT_SECTIONS)?.value ??
    findMeaning(pass, 'seat', FRONT_SECTIONS)?.value;
  const coach =
    semanticText(pass, 'carNumber') ??
    findField(pass, /coach|^car$|car[ _-]?(?:no|number)|wagon|wagen|voiture/i, FRONT_SECTIONS)?.value ??
    findMeaning(pass, 'coach', FRONT_SECTIONS)?.value;
  if (seat || coach) {
    ticket.ticketedSeat = {
      '@type': 'Seat',
      ...(seat ? { seatNumber: seat } : {}),
      ...(coach ? { seatSection: coach } : {}),
    };
  }
  if (!departure) Object.assign(ticket, openTicketValidity(pass));
  if (Object.keys(ticket).length > 1) reservation.reservedTicket = ticket;
  addPassIdentity(reservation, pass);
  return [reservation];
}
