import { DateTime } from 'luxon';
import { airlineName } from '../refdata/airlines.js';
import {
  airportCountriesOfCity,
  findAirport,
  findAirportByName,
  scheduledAirportsOfCity,
  zoneForPlace,
} from '../refdata/airports.js';
import { findCity } from '../refdata/cities.js';
import { countryCode } from '../refdata/countries.js';
import { findStationByCode, findStationByName, type Station } from '../refdata/stations.js';
import type { JsonLdObject, JsonLdValue, Reservation, ReservationType } from '../schema/reservation.js';
import { comparableMillis, hasOffset, localDay, readTime, zoneTime } from './date-time.js';
import { isObject, objectAt, stringAt, valueAtPath } from './json-ld.js';
import { THING_TIME_PLACES, TIME_PLACES, type TimePlace } from './time-places.js';

function fillAirport(airport: JsonLdObject | undefined): void {
  if (!airport) return;
  const code = stringAt(airport, 'iataCode');
  const found = code ? findAirport(code) : findAirportByName(stringAt(airport, 'name'));
  if (!found) return;
  if (!code) airport.iataCode = found.iata;
  if (!stringAt(airport, 'name')) airport.name = found.name;
  if (!objectAt(airport, 'geo')) {
    airport.geo = { '@type': 'GeoCoordinates', latitude: found.latitude, longitude: found.longitude };
  }
  const address = objectAt(airport, 'address') ?? { '@type': 'PostalAddress' };
  if (!stringAt(address, 'addressCountry') && found.country) address.addressCountry = found.country;
  if (!stringAt(address, 'addressLocality') && found.city) address.addressLocality = found.city;
  airport.address = address;
}

/**
 * A flight's end named by its town alone, where the name finds a namesake in another country than the other end
 * (`Westport` → Kansas City, the other end Wellington): the one airport of a town called so in the other end's
 * country, when there is exactly one (Westport, New Zealand). Only one end is settled so; both is a guess.
 */
function settleNamesakes(departure: JsonLdObject | undefined, arrival: JsonLdObject | undefined): void {
  if (!departure || !arrival) return;
  const found = (airport: JsonLdObject) => {
    const code = stringAt(airport, 'iataCode');
    return code ? findAirport(code) : findAirportByName(stringAt(airport, 'name'));
  };
  const ends = [departure, arrival].map((airport) => ({ airport, found: found(airport) }));
  const [a, b] = ends;
  if (!a?.found?.country || !b?.found?.country || a.found.country === b.found.country) return;
  const settled = ends.flatMap((end, i) => {
    if (stringAt(end.airport, 'iataCode')) return [];
    const country = ends[1 - i]?.found?.country;
    const inCountry = scheduledAirportsOfCity(stringAt(end.airport, 'name')).filter((x) => x.country === country);
    return inCountry.length === 1 && inCountry[0] ? [{ end, code: inCountry[0].iata }] : [];
  });
  const [only] = settled;
  if (settled.length === 1 && only) only.end.airport.iataCode = only.code;
}

/** Zones of the stations found in the data set, for the times of the same reservation. */
const stationZones = new WeakMap<JsonLdObject, string>();

/**
 * A station or stop printed as a code (`sncf:FRPNO`, `uic:8000105`) or a name (unless `byName` is false): geo, country
 * and zone filled from the station data.
 */
function fillStation(station: JsonLdObject | undefined, byName = true): void {
  if (!station) return;
  const name = stringAt(station, 'name');
  const code =
    stringAt(station, 'identifier') ?? (name && /^(?:[A-Z]{5}|\d{7,8})$/.test(name.trim()) ? name : undefined);
  const address = objectAt(station, 'address');
  const found =
    findStationByCode(code) ??
    (byName ? stationByName(name, countryCode(stringAt(address, 'addressCountry'))) : undefined);
  if (!found) return;
  stationZones.set(station, found.timeZone);
  if (!name) station.name = found.name;
  if (!objectAt(station, 'geo')) {
    station.geo = { '@type': 'GeoCoordinates', latitude: found.latitude, longitude: found.longitude };
  }
  const filled = address ?? { '@type': 'PostalAddress' };
  if (!stringAt(filled, 'addressCountry')) filled.addressCountry = found.country;
  station.address = filled;
}

/**
 * A station by its printed name. A bare city name found in another country than the city's airports (a village
 * station named `Montréal` in France) is a namesake, not the place meant. Three capitals (`PAR`, `LON`) are a
 * city's code, not the name of a station spelt so (`Par` in Cornwall).
 */
function stationByName(name: string | undefined, country: string | undefined): Station | undefined {
  if (name && /^[A-Z]{3}$/.test(name.trim())) return undefined;
  const found = findStationByName(name, country);
  if (!found || country) return found;
  const airportCountries = airportCountriesOfCity(name);
  return airportCountries.size > 0 && !airportCountries.has(found.country) ? undefined : found;
}

/** The IANA zone of a place: a station's or an airport's by its code, else from its address's country and city. */
function zoneOf(place: JsonLdObject | undefined): string | undefined {
  if (!place) return undefined;
  const stationZone = stationZones.get(place);
  if (stationZone) return stationZone;
  const airport = findAirport(stringAt(place, 'iataCode'));
  if (airport?.timeZone) return airport.timeZone;
  const address = objectAt(place, 'address');
  const locality = stringAt(address, 'addressLocality');
  const region = stringAt(address, 'addressRegion');
  // An address that names its town but not its country (`London EC2A 3HU`) is in the country of the town of that name,
  // when one town of it outgrows every other (`London`, not `Valencia`).
  const country = stringAt(address, 'addressCountry') ?? findCity(locality, undefined, region)?.country;
  return zoneForPlace(country, locality, region);
}

function setAtPath(obj: JsonLdObject, path: string, value: JsonLdObject): void {
  const keys = path.split('.');
  const last = keys.pop() as string;
  let current: JsonLdObject = obj;
  for (const key of keys) {
    const next = current[key];
    if (!isObject(next)) return;
    current = next;
  }
  current[last] = value;
}

function zoneTimes(obj: JsonLdObject, places: readonly TimePlace[]): void {
  let previousZone: string | undefined;
  for (const { time, place, orPreviousZone } of places) {
    const value = valueAtPath(obj, time);
    const existing = readTime(value);
    if (existing?.zone) previousZone = existing.zone;
    if (!existing || existing.zone) continue;
    const target = valueAtPath(obj, place);
    const zone = zoneOf(isObject(target) ? target : undefined) ?? (orPreviousZone ? previousZone : undefined);
    if (!zone) continue;
    previousZone = zone;
    const zoned = zoneTime(value, zone);
    if (zoned) setAtPath(obj, time, zoned);
  }
}

/** Completes a reservation from reference data: airport names, places and zones, airline names, local times made zone-aware. */
export function fillReferenceData(r: Reservation): Reservation {
  const target = objectAt(r, 'reservationFor');
  if (r['@type'] === 'FlightReservation' && target) {
    settleNamesakes(objectAt(target, 'departureAirport'), objectAt(target, 'arrivalAirport'));
    fillAirport(objectAt(target, 'departureAirport'));
    fillAirport(objectAt(target, 'arrivalAirport'));
    const airline = objectAt(target, 'airline');
    // An airline named only by its code ("name": "S7") is named as the airline data names it.
    const code = stringAt(airline, 'iataCode');
    const given = stringAt(airline, 'name');
    if (airline && (!given || given.trim().toUpperCase() === code?.trim().toUpperCase())) {
      const name = airlineName(code);
      if (name) airline.name = name;
    }
    if (!stringAt(target, 'departureDay')) {
      const day = localDay(target.departureTime);
      if (day) target.departureDay = day;
    }
  }
  if ((r['@type'] === 'TrainReservation' || r['@type'] === 'BusReservation') && target) {
    const isTrain = r['@type'] === 'TrainReservation';
    const ends = isTrain ? (['departureStation', 'arrivalStation'] as const) : GROUND_STOPS;
    const printed = structuredClone(target);
    fillGround(r, target, ends, true);
    // A station found by its name alone that puts the ride's ends farther apart than any train or coach goes in its
    // time is a namesake (`Los Angeles Union Station` found as a village in Spain): the stations are then placed
    // by their codes alone, as printed otherwise.
    if (isImplausibleRide(target, ends)) {
      for (const key of Object.keys(target)) delete target[key];
      Object.assign(target, printed);
      fillGround(r, target, ends, false);
    }
    return r;
  }
  zoneTimes(r, TIME_PLACES[r['@type']] ?? []);
  if (target) rollOverArrival(target);
  return r;
}

const GROUND_STOPS = ['departureBusStop', 'arrivalBusStop'] as const;

/** A train or coach ride's stations filled, its day and times read in their zones. */
function fillGround(r: Reservation, target: JsonLdObject, ends: readonly [string, string], byName: boolean): void {
  fillStation(objectAt(target, ends[0]), byName);
  fillStation(objectAt(target, ends[1]), byName);
  if (!stringAt(target, 'departureDay')) {
    const day = localDay(target.departureTime);
    if (day) target.departureDay = day;
  }
  zoneTimes(r, TIME_PLACES[r['@type']] ?? []);
  rollOverArrival(target);
}

/** Faster than any train or coach runs from end to end, counted over its whole ride (high-speed lines average far less). */
const MAX_GROUND_KMH = 400;
/** Rides shorter than this are never judged: a clock misread by minutes would make a short ride look fast. */
const JUDGED_KM = 300;

/** Whether a ride's ends, both placed, lie farther apart than its departure and arrival instants allow. */
function isImplausibleRide(target: JsonLdObject, ends: readonly [string, string]): boolean {
  const from = placedAt(objectAt(target, ends[0]));
  const to = placedAt(objectAt(target, ends[1]));
  const departure = comparableMillis(target.departureTime);
  const arrival = comparableMillis(target.arrivalTime);
  if (!from || !to || !departure?.absolute || !arrival?.absolute) return false;
  const km = kilometresBetween(from, to);
  if (km === undefined || km < JUDGED_KM) return false;
  const hours = (arrival.ms - departure.ms) / 3_600_000;
  return hours <= 0 || km / hours > MAX_GROUND_KMH;
}

/** Where a place lies: its coordinates, else its town's centre (the town a stop the data lacks is printed in). */
function placedAt(place: JsonLdObject | undefined): JsonLdObject | undefined {
  const geo = objectAt(place, 'geo');
  if (geo) return geo;
  const address = objectAt(place, 'address');
  const city = stringAt(address, 'addressLocality');
  const found = city
    ? findCity(city, stringAt(address, 'addressCountry'), stringAt(address, 'addressRegion'))
    : undefined;
  return found ? { latitude: found.latitude, longitude: found.longitude } : undefined;
}

/** The great-circle distance between two coordinates, in kilometres. */
function kilometresBetween(a: JsonLdObject, b: JsonLdObject): number | undefined {
  const coordinates = [a.latitude, a.longitude, b.latitude, b.longitude].map(Number);
  if (coordinates.some((n) => !Number.isFinite(n))) return undefined;
  const [lat1 = 0, lon1 = 0, lat2 = 0, lon2 = 0] = coordinates;
  const rad = Math.PI / 180;
  const h =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Arrival times written with the departure's date land before departure on overnight trips: move them a day on. */
function rollOverArrival(trip: JsonLdObject): void {
  const departure = readTime(trip.departureTime);
  const arrival = readTime(trip.arrivalTime);
  if (!departure || !arrival || !hasOffset(departure.iso) || !hasOffset(arrival.iso)) return;
  // Most arrivals already follow their departure: compared as instants without building luxon dates.
  const depMs = comparableMillis(departure.iso)?.ms;
  const arrMs = comparableMillis(arrival.iso)?.ms;
  if (depMs !== undefined && arrMs !== undefined && arrMs >= depMs) return;
  const dep = DateTime.fromISO(departure.iso, { setZone: true });
  const arr = DateTime.fromISO(arrival.iso, { setZone: true });
  if (!dep.isValid || !arr.isValid || arr >= dep || dep.diff(arr, 'hours').hours >= 24) return;
  const next = arr.plus({ days: 1 }).toISO({ suppressMilliseconds: true });
  if (!next) return;
  trip.arrivalTime = arrival.zone ? { '@type': 'QDateTime', '@value': next, timezone: arrival.zone } : next;
}

/** Makes the times of a non-reservation item (an Event) zone-aware from its location. */
export function fillThingReferenceData(thing: JsonLdObject): JsonLdObject {
  const type = typeof thing['@type'] === 'string' && /Event$/.test(thing['@type']) ? 'Event' : undefined;
  if (type) zoneTimes(thing, THING_TIME_PLACES[type] ?? []);
  return thing;
}

/** Where each reservation type keeps the places its segments read (a venue's `location`, else the venue). */
const SEGMENT_PLACES: Record<ReservationType, readonly string[]> = {
  FlightReservation: ['reservationFor.departureAirport', 'reservationFor.arrivalAirport'],
  TrainReservation: ['reservationFor.departureStation', 'reservationFor.arrivalStation'],
  BusReservation: ['reservationFor.departureBusStop', 'reservationFor.arrivalBusStop'],
  BoatReservation: ['reservationFor.departureBoatTerminal', 'reservationFor.arrivalBoatTerminal'],
  LodgingReservation: ['reservationFor'],
  RentalCarReservation: ['pickupLocation', 'dropoffLocation'],
  TaxiReservation: ['pickupLocation', 'dropoffLocation'],
  FoodEstablishmentReservation: ['reservationFor.location', 'reservationFor'],
  EventReservation: ['reservationFor.location', 'reservationFor'],
};

function isCoordinate(value: JsonLdValue | undefined): boolean {
  const n = typeof value === 'string' ? Number.parseFloat(value) : value;
  return typeof n === 'number' && Number.isFinite(n);
}

/** A place with a city in its address but no coordinates gets the city's (the mail's own are never replaced). */
function fillCity(place: JsonLdObject): void {
  const geo = objectAt(place, 'geo');
  if (typeof place.geo === 'string') return;
  if ([geo?.latitude, geo?.longitude, place.latitude, place.longitude].some(isCoordinate)) return;
  const address = objectAt(place, 'address');
  const city = stringAt(address, 'addressLocality');
  if (!city) return;
  const country = stringAt(address, 'addressCountry') ?? stringAt(objectAt(address, 'addressCountry'), 'name');
  const found = findCity(city, country, stringAt(address, 'addressRegion'));
  if (found) place.geo = { ...geo, '@type': 'GeoCoordinates', latitude: found.latitude, longitude: found.longitude };
}

/**
 * Gives the places of a reservation that name a city but carry no coordinates (hotels, rental branches, restaurants,
 * venues, and stations or airports the reference data did not know) the city's centre from the gazetteer. Runs after
 * duplicates are merged, so that coordinates one description of a booking gives win over the city's.
 */
export function fillCityCoordinates(r: Reservation): Reservation {
  for (const path of SEGMENT_PLACES[r['@type']] ?? []) {
    const place = valueAtPath(r, path);
    if (!isObject(place)) continue;
    fillCity(place);
    // A venue's `location` is the place read when there is one.
    if (path.endsWith('.location')) break;
  }
  return r;
}

/** The same for an item that is not a reservation: an event's location, or a hotel or restaurant itself. */
export function fillThingCityCoordinates(thing: JsonLdObject): JsonLdObject {
  const location = objectAt(thing, 'location');
  fillCity(location ?? thing);
  return thing;
}
