import { DateTime } from 'luxon';
import { type Airport, findAirport, kmBetween, scheduledAirportsOfCity } from '../../refdata/airports.js';
import { countryCode } from '../../refdata/countries.js';
import { withoutTerminal } from './places.js';

/** What a document says beside a flight's end named by a town's name alone. */
export interface NamesakeEvidence {
  /** The whole document, for codes it prints elsewhere (`(BCN)`, `MAD-BCN`). */
  text: string;
  /** The airport of the flight's other end, when it is known. */
  otherEnd?: string;
  /** Whether the town's end is the flight's departure (else its arrival). */
  departs: boolean;
  /** The flight's local departure and arrival times, for the time the flight takes. */
  departureTime?: string;
  arrivalTime?: string;
}

/** A code in brackets (`(BCN)`) or on either side of a pair of codes (`MAD-BCN`, `BCN → MAD`). */
const PRINTED_CODE = /\(([A-Z]{3})\)|(?<![A-Za-z])([A-Z]{3})\s?[-–→>/]\s?([A-Z]{3})(?![A-Za-z])/g;

/** The airport codes a document prints in brackets or in pairs, each known to the airport data. */
function printedCodes(text: string): Set<string> {
  const codes = new Set<string>();
  for (const m of text.matchAll(PRINTED_CODE)) {
    for (const code of [m[1], m[2], m[3]]) if (code && findAirport(code)) codes.add(code);
  }
  return codes;
}

/**
 * An airport named by a town's name that airports of several countries share (`Barcelona`: Spain's and Venezuela's),
 * settled by the countries the document names for it: one printed after the name (`Valencia, Spain`), that of a code of
 * one of the namesakes printed elsewhere (`(BCN)`), the other end's (`Madrid` to `Barcelona`). The evidence must name
 * one of the namesakes' countries and no other, that country must have one airport of the name, and the flight's
 * time, when the other end and both clocks are known, must fit the distance. Else none: the name is left unread.
 */
export function namesakeAirportIn(
  place: string,
  evidence: NamesakeEvidence,
): { iataCode: string; name: string } | undefined {
  const name = withoutTerminal(place).replace(/\s+/g, ' ').trim();
  const [town = '', ...rest] = name.replace(/\s*\(([^()]+)\)$/, ', $1').split(/\s*,\s*/);
  const namesakes = scheduledAirportsOfCity(town);
  const countries = new Set(namesakes.map((a) => a.country));
  if (countries.size < 2) return undefined;
  const named = new Set<string | undefined>();
  for (const part of rest) {
    const country = countryCode(part);
    if (!country) return undefined;
    named.add(country);
  }
  const printed = printedCodes(evidence.text);
  for (const airport of namesakes) if (printed.has(airport.iata)) named.add(airport.country);
  const other = findAirport(evidence.otherEnd);
  const byDocument = [...named].some((c) => countries.has(c));
  named.add(other?.country);
  const settled = [...named].filter((c) => countries.has(c));
  if (settled.length !== 1) return undefined;
  const [airport, ...more] = namesakes.filter((a) => a.country === settled[0]);
  if (!airport || more.length > 0) return undefined;
  // The other end's country alone is weaker evidence (a flight may cross a border): its clocks must confirm it.
  if (other && !fitsFlightTime(airport, other, evidence, !byDocument)) return undefined;
  return { iataCode: airport.iata, name };
}

/** The fastest a flight covers the ground between its two airports, in km an hour (jet stream included). */
const FASTEST_KMH = 1000;
/** The slowest, in km an hour, and the hours a flight may take beyond its distance at that speed (taxiing, holding). */
const SLOWEST_KMH = 250;
const SPARE_HOURS = 1.5;

/**
 * Whether a flight between two airports may take the time its clocks give, read in the airports' zones: not faster
 * than a jet flies, not slower than a propeller aircraft with time to spare. A flight without both clocks fits only
 * when it need not.
 */
function fitsFlightTime(airport: Airport, other: Airport, evidence: NamesakeEvidence, needsClocks: boolean): boolean {
  const { departureTime, arrivalTime, departs } = evidence;
  if (!departureTime || !arrivalTime || !airport.timeZone || !other.timeZone) return !needsClocks;
  const [from, to] = departs ? [airport, other] : [other, airport];
  const leaves = DateTime.fromISO(departureTime.slice(0, 19), { zone: from.timeZone });
  const lands = DateTime.fromISO(arrivalTime.slice(0, 19), { zone: to.timeZone });
  const hours = lands.diff(leaves, 'hours').hours;
  const km = kmBetween(from, to);
  return hours > 0 && hours >= km / FASTEST_KMH && hours <= km / SLOWEST_KMH + SPARE_HOURS;
}
