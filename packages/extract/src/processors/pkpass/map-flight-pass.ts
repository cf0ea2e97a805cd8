import type { Diagnostic, ExtractContext } from '../../engine/types.js';
import { airlineName, airlineOfBrand } from '../../refdata/airlines.js';
import { findAirport, scheduledAirportsOfCity } from '../../refdata/airports.js';
import { findCity } from '../../refdata/cities.js';
import { type JsonLdObject, RESERVATION_STATUS, type Reservation } from '../../schema/reservation.js';
import { bcbpToReservations, formatCalendarDay, looksLikeBcbp, parseBcbp } from '../bcbp/index.js';
import { meansLabel } from './field-labels.js';
import { departureAtRelevantDate, fieldsFor, labelledMomentTime } from './flight-moments.js';
import {
  addPassIdentity,
  child,
  namedPerson,
  passengerOf,
  referenceDayOf,
  reservationNumberOf,
  ticketOf,
  tokenFormatOf,
} from './map-common.js';
import { dayAsWritten, localDateTime, parseClockTime, zonedTime } from './pass-times.js';
import {
  dayAndClock,
  dayFieldTime,
  findField,
  findFieldTime,
  findMeaning,
  looksLikeTranslationKey,
  type Pass,
  type PassField,
  relevantDayAndClock,
  semanticText,
} from './read-pass.js';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

/** The semantic instant of an event, current before original, placed in the zone the pass gives. */
function semanticTime(pass: Pass, name: 'Departure' | 'Arrival' | 'Boarding', zoneKey: string) {
  const iso = semanticText(pass, `current${name}Date`) ?? semanticText(pass, `original${name}Date`);
  return iso ? zonedTime(iso, semanticText(pass, zoneKey)) : undefined;
}

/** The airport's name: the semantic tag, else the label of the primary field that shows its code. */
function airportName(pass: Pass, code: unknown, semanticKey: string): string | undefined {
  const semantic = semanticText(pass, semanticKey);
  if (semantic) return semantic;
  const field = pass.fields.find((f) => f.section === 'primary' && f.value.trim() === code);
  const label = field?.label.trim();
  // A label that names the end (`Origin`, `Destination`, `From`) says which airport, not what it is called.
  if (!label || meansLabel(label, 'origin') || meansLabel(label, 'destination')) return undefined;
  return label !== code && !looksLikeTranslationKey(label) ? label : undefined;
}

const FRONT = ['header', 'primary', 'secondary', 'auxiliary'] as const;

/** A code-like value (gate, terminal, group) from the front of the pass; sentences on the back are advice. */
function shortFrontValue(pass: Pass, pattern: RegExp): string | undefined {
  const value = findField(pass, pattern, FRONT)?.value.trim();
  return value && value.length <= 8 ? value : undefined;
}

/** A code-like value (gate, seat) from a front field whose key or label means it in the pass's language. */
function shortMeaningValue(pass: Pass, meaning: 'gate' | 'seat'): string | undefined {
  const value = findMeaning(pass, meaning, FRONT)?.value.trim();
  return value && value.length <= 8 ? value : undefined;
}

/** The check-in sequence a field shows (`Sequence number: 073`), written as a barcode's is read: a number alone. */
function sequenceOf(pass: Pass): string | undefined {
  const digits = /^\d{1,4}$/.exec(findMeaning(pass, 'sequence')?.value.trim() ?? '')?.[0];
  return digits ? digits.replace(/^0+(?=\d)/, '') : undefined;
}

function setIfAbsent(target: JsonLdObject, key: string, value: JsonLdObject | string | undefined) {
  if (value !== undefined && target[key] === undefined) target[key] = value;
}

/**
 * The given names a barcode cut short at its 20 characters (`WESTBROOK/JANE MARIE` for Jane Marietta), as the pass's
 * passenger field writes them whole (`JANE MARIETTA WESTBROOK`): the field must end with the family name and its
 * given names begin with the barcode's, the last of them cut.
 */
function wholeGivenName(
  given: string | undefined,
  family: string | undefined,
  shown: JsonLdObject | undefined,
): string | undefined {
  const name = typeof shown?.name === 'string' ? shown.name : undefined;
  if (!given || !family || !name || `${family}/${given}`.length < 20) return undefined;
  const words = name.toUpperCase().split(/\s+/).filter(Boolean);
  const cut = given.toUpperCase().split(/\s+/).filter(Boolean);
  if (words.at(-1) !== family.toUpperCase() || words.length - 1 < cut.length) return undefined;
  const whole = words.slice(0, -1);
  const fits = cut.every((w, i) => (i === cut.length - 1 ? whole[i]?.startsWith(w) : whole[i] === w));
  return fits && whole.join(' ') !== cut.join(' ') ? whole.join(' ') : undefined;
}

/** Adds what the pass shows beyond its barcode: names, gate, terminal, times, group, passenger. */
function enrichFlight(reservation: Reservation, pass: Pass, singleLeg: boolean): void {
  const flight = child(reservation, 'reservationFor');
  const airline = child(flight, 'airline');
  const airlineCode = semanticText(pass, 'airlineCode');
  if (pass.organizationName && (!airlineCode || airlineCode === airline.iataCode)) {
    // A pass issued by the airline's brand (`Fly Delta`) names the airline as the airline data does.
    const iata = typeof airline.iataCode === 'string' ? airline.iataCode : undefined;
    setIfAbsent(airline, 'name', airlineOfBrand(pass.organizationName, iata) ?? pass.organizationName);
  }
  addPassIdentity(reservation, pass);
  const person = passengerOf(pass);
  const barcodePerson = reservation.underName as JsonLdObject | undefined;
  if (pass.semantics.passengerName && person) reservation.underName = person;
  else if (barcodePerson) {
    const given = text(barcodePerson.givenName);
    const family = text(barcodePerson.familyName);
    reservation.underName = namedPerson(wholeGivenName(given, family, person) ?? given, family);
  } else if (person) reservation.underName = person;
  const membership = reservation.programMembershipUsed as JsonLdObject | undefined;
  if (membership && reservation.underName) membership.member = reservation.underName;
  if (!singleLeg) return;

  const departure = child(flight, 'departureAirport');
  const arrival = child(flight, 'arrivalAirport');
  setIfAbsent(departure, 'name', airportName(pass, departure.iataCode, 'departureAirportName'));
  setIfAbsent(arrival, 'name', airportName(pass, arrival.iataCode, 'destinationAirportName'));
  setIfAbsent(
    flight,
    'departureGate',
    semanticText(pass, 'departureGate') ?? shortFrontValue(pass, /gate/i) ?? shortMeaningValue(pass, 'gate'),
  );
  setIfAbsent(
    flight,
    'departureTerminal',
    semanticText(pass, 'departureTerminal') ?? shortFrontValue(pass, /terminal/i),
  );
  setIfAbsent(flight, 'arrivalTerminal', semanticText(pass, 'destinationTerminal'));
  setIfAbsent(
    reservation,
    'boardingGroup',
    semanticText(pass, 'boardingGroup') ?? shortFrontValue(pass, /group|zone/i),
  );
  setIfAbsent(reservation, 'reservationNumber', semanticText(pass, 'confirmationNumber'));
  setIfAbsent(reservation, 'passengerSequenceNumber', semanticText(pass, 'boardingSequenceNumber') ?? sequenceOf(pass));
  setIfAbsent(reservation, 'airplaneSeat', findField(pass, /seat/i, FRONT)?.value ?? shortMeaningValue(pass, 'seat'));

  const day = typeof flight.departureDay === 'string' ? flight.departureDay : undefined;
  const localTime = (shown: Pass, pattern: RegExp) => {
    const clock = parseClockTime(findField(shown, pattern, FRONT)?.value ?? '');
    return clock && day ? localDateTime(day, clock) : undefined;
  };
  // Each moment is read from the fields whose label names no other: the label is what the traveller reads.
  const forBoarding = fieldsFor(pass, 'boarding');
  const forDeparture = fieldsFor(pass, 'departure');
  const frame = () =>
    day
      ? {
          day,
          departureTime: flight.departureTime,
          departureAirport: departure.iataCode,
          arrivalAirport: arrival.iataCode,
        }
      : undefined;
  const labelled = (moment: 'departure' | 'arrival' | 'boarding') => {
    const known = frame();
    return known ? labelledMomentTime(pass, moment, known) : undefined;
  };
  setIfAbsent(
    flight,
    'boardingTime',
    semanticTime(pass, 'Boarding', 'departureLocationTimeZone') ??
      findFieldTime(forBoarding, /board/i) ??
      localTime(forBoarding, /boarding(?!.*(group|pass|zone))/i) ??
      labelled('boarding'),
  );
  setIfAbsent(
    flight,
    'departureTime',
    semanticTime(pass, 'Departure', 'departureLocationTimeZone') ??
      findFieldTime(forDeparture, /depart|^dep/i) ??
      localTime(forDeparture, /^dep(art)?[a-z_-]*time$/i) ??
      labelled('departure'),
  );
  const known = frame();
  if (known) setIfAbsent(flight, 'departureTime', departureAtRelevantDate(pass, known, flight.boardingTime));
  setIfAbsent(
    flight,
    'arrivalTime',
    semanticTime(pass, 'Arrival', 'destinationLocationTimeZone') ??
      findFieldTime(fieldsFor(pass, 'arrival'), /arriv|^arr/i) ??
      labelled('arrival'),
  );
}

/** A flight described by semantic tags alone (passes whose barcode is not a boarding pass). */
function flightFromSemantics(pass: Pass): Reservation | undefined {
  const airline = semanticText(pass, 'airlineCode');
  const number = semanticText(pass, 'flightNumber');
  const from = semanticText(pass, 'departureAirportCode');
  const to = semanticText(pass, 'destinationAirportCode');
  if (!airline || !number || !from || !to) return undefined;
  const flight: JsonLdObject = {
    '@type': 'Flight',
    flightNumber: number,
    airline: { '@type': 'Airline', iataCode: airline },
    departureAirport: { '@type': 'Airport', iataCode: from },
    arrivalAirport: { '@type': 'Airport', iataCode: to },
  };
  const departure = semanticTime(pass, 'Departure', 'departureLocationTimeZone');
  const written = typeof departure === 'string' ? departure : departure?.['@value'];
  const day = typeof written === 'string' ? dayAsWritten(written) : undefined;
  if (day) flight.departureDay = formatCalendarDay(day);
  return confirmedFlight(pass, flight);
}

/** A confirmed reservation of a flight read from the pass, with the booking reference where read and the pass's ticket. */
function confirmedFlight(pass: Pass, flight: JsonLdObject, reference?: string): Reservation {
  const reservation: Reservation = {
    '@context': 'http://schema.org',
    '@type': 'FlightReservation',
    reservationStatus: RESERVATION_STATUS.confirmed,
    reservationFor: flight,
  };
  if (reference) reservation.reservationNumber = reference;
  const ticket = ticketOf(pass);
  if (ticket) reservation.reservedTicket = ticket;
  return reservation;
}

/** An airline designator has a letter (`LH`, `U2`, `9W`): `815` is a number alone, not `81` `5`. */
const DESIGNATOR = /^([A-Z][A-Z0-9]|[0-9][A-Z])\s?(\d{1,4}[A-Z]?)$/;
const AIRPORT_CODE = /^[A-Z]{3}$/;

/**
 * An airport shown on the pass: a field of that meaning whose value is an IATA code, named by its label. A field so
 * labelled that shows no code (`Departure: 23:00` is the clock) leaves the airport to the primary field in its place.
 */
function airportFromFields(pass: Pass, meaning: 'origin' | 'destination', index: number): JsonLdObject | undefined {
  const isCode = (f: PassField | undefined) => f !== undefined && AIRPORT_CODE.test(f.value.trim());
  const meant = findMeaning(pass, meaning, FRONT);
  const field = isCode(meant) ? meant : pass.fields.filter((f) => f.section === 'primary')[index];
  const code = field?.value.trim();
  if (field && code && !AIRPORT_CODE.test(code)) return airportOfLabel(field);
  if (!field || !code) return undefined;
  const airport: JsonLdObject = { '@type': 'Airport', iataCode: code };
  const label = field.label.trim();
  if (label && label !== code && !looksLikeTranslationKey(label) && !meansLabel(label, meaning)) airport.name = label;
  return airport;
}

/**
 * An airport whose code is the primary field's label and its town the value (`CGN` over `Köln/Bonn`): a code of an
 * airport the airport data knows, so that a label like `DEP` is never taken for one.
 */
function airportOfLabel(field: PassField): JsonLdObject | undefined {
  const code = field.label.trim();
  const name = field.value.trim();
  if (!AIRPORT_CODE.test(code) || !findAirport(code) || !/\p{L}{2}/u.test(name)) return undefined;
  return { '@type': 'Airport', iataCode: code, name };
}

/** A town's name as a pass prints it in place of an airport's code: letters, a few words at most. */
const TOWN_NAME = /^\p{Lu}[\p{L}'’.]*(?:[ -]\p{L}[\p{L}'’.]*){0,3}$/u;

/**
 * An airport a pass names by its town alone (`Frankfurt`, `New York`, `München`) in the front field of that meaning
 * (`From`, `Von`, `De`), a town the airport data or the gazetteer knows: the town's one scheduled airport where it has
 * one, else the town's name as the airport's.
 */
function airportOfTown(pass: Pass, meaning: 'origin' | 'destination'): JsonLdObject | undefined {
  const town = findMeaning(pass, meaning, FRONT)?.value.replace(/\s+/g, ' ').trim();
  if (!town || town.length > 40 || !TOWN_NAME.test(town)) return undefined;
  const [only, ...others] = scheduledAirportsOfCity(town);
  if (!only && !findCity(town)) return undefined;
  return only && others.length === 0
    ? { '@type': 'Airport', iataCode: only.iata, name: town }
    : { '@type': 'Airport', name: town };
}

/**
 * A flight written only in the visible fields (no IATA barcode, no semantic tags): a flight designator, two airport
 * codes and the day of travel are all required; without them the pass is not read as a flight. A pass that names the
 * airports by their towns (`Frankfurt` → `New York`) is read for a designator of an airline the airline data knows.
 */
function flightFromFields(pass: Pass): Reservation | undefined {
  const written = findMeaning(pass, 'flight', FRONT)?.value.trim().toUpperCase() ?? '';
  const designator = DESIGNATOR.exec(written);
  // A number alone (`815`) is a flight of the airline that issued the pass.
  const numberAlone = pass.organizationName ? /^\d{1,4}[A-Z]?$/.exec(written)?.[0] : undefined;
  const airline = designator?.[1]
    ? { '@type': 'Airline', iataCode: designator[1] }
    : { '@type': 'Airline', name: pass.organizationName ?? '' };
  const number = designator?.[2] ?? numberAlone;
  const certain = Boolean(designator?.[1] && airlineName(designator[1]));
  const coded = [airportFromFields(pass, 'origin', 0), airportFromFields(pass, 'destination', 1)];
  const [from, to] =
    certain && !coded[0] && !coded[1] ? [airportOfTown(pass, 'origin'), airportOfTown(pass, 'destination')] : coded;
  const departure =
    findFieldTime(pass, /depart|^dep|abflug|départ|salida|partenza/i) ??
    dayAndClock(pass, parseClockTime) ??
    relevantDayAndClock(pass, parseClockTime) ??
    dayFieldTime(pass);
  const day = departure ? dayAsWritten(departure) : undefined;
  if (!number || !from || !to || !day) return undefined;
  if ((from.iataCode ?? from.name) === (to.iataCode ?? to.name)) return undefined;
  const flight: JsonLdObject = {
    '@type': 'Flight',
    flightNumber: number,
    airline,
    departureAirport: from,
    arrivalAirport: to,
    departureDay: formatCalendarDay(day),
  };
  if (departure && departure.length > 10) flight.departureTime = departure;
  return confirmedFlight(pass, flight, reservationNumberOf(pass));
}

/** Flight reservations of an air boarding pass: its IATA barcode, completed from the pass's fields and tags. */
export function mapFlightPass(pass: Pass, context: ExtractContext, diagnostics: Diagnostic[]): Reservation[] {
  let reservations: Reservation[] = [];
  const message = pass.barcode?.message;
  if (message && looksLikeBcbp(message)) {
    const parsed = parseBcbp(message.replace(/[\r\n]+$/, ''));
    if (parsed.ok) {
      const reference = referenceDayOf(pass, context);
      reservations = bcbpToReservations(parsed.pass, {
        tokenFormat: tokenFormatOf(pass),
        ...(reference ? { reference } : {}),
      });
    } else {
      diagnostics.push({ level: 'warning', code: 'bcbp-invalid', message: `Pass barcode: ${parsed.error}` });
    }
  }
  if (reservations.length === 0) {
    const fromTags = flightFromSemantics(pass) ?? flightFromFields(pass);
    if (fromTags) reservations = [fromTags];
  }
  if (reservations.length === 0) {
    diagnostics.push({
      level: 'info',
      code: 'pkpass-no-flight',
      message: 'Boarding pass has neither an IATA barcode, nor flight tags, nor a flight in its fields: no flight read',
    });
  }
  for (const reservation of reservations) enrichFlight(reservation, pass, reservations.length === 1);
  return reservations;
}
