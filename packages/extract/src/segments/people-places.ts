import { withoutAirlineTitle } from '../extractors/lib/names.js';
import { objectAt, stringAt } from '../postprocess/json-ld.js';
import type { JsonLdObject, JsonLdValue } from '../schema/reservation.js';

/** First and last name of a person: given/family names, `LAST/FIRST MR` (airline style) or `First Last`. */
export function splitName(person: JsonLdValue | undefined): { firstName?: string; lastName?: string } {
  const p = typeof person === 'object' && person !== null && !Array.isArray(person) ? person : undefined;
  const given = stringAt(p, 'givenName');
  const family = stringAt(p, 'familyName');
  if (given || family) return { firstName: given, lastName: family };
  const name = typeof person === 'string' ? person.trim() : stringAt(p, 'name');
  if (!name) return {};
  const slash = name.match(/^([^/]+)\/(.+)$/);
  if (slash?.[1] && slash[2]) {
    const first = withoutAirlineTitle(slash[2]).trim();
    return { firstName: first, lastName: slash[1].trim() };
  }
  const parts = name.split(/\s+/);
  if (parts.length === 1) return { lastName: parts[0] };
  return { firstName: parts.slice(0, -1).join(' '), lastName: parts[parts.length - 1] };
}

/** Name, code, coordinates and address of a schema.org place, as segment fields. */
export interface PlaceFields {
  name?: string;
  code?: string;
  latitude?: number;
  longitude?: number;
  city?: string;
  state?: string;
  country?: string;
}

function coordinate(value: JsonLdValue | undefined): number | undefined {
  const n = typeof value === 'string' ? Number.parseFloat(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

/** Reads a place (airport, station, hotel, venue). */
export function readPlace(place: JsonLdObject | undefined): PlaceFields {
  if (!place) return {};
  const geo = objectAt(place, 'geo');
  const address = objectAt(place, 'address');
  return {
    name: stringAt(place, 'name') ?? stringAt(place, 'iataCode'),
    code: stringAt(place, 'iataCode'),
    latitude: coordinate(geo?.latitude ?? place.latitude),
    longitude: coordinate(geo?.longitude ?? place.longitude),
    city: stringAt(address, 'addressLocality'),
    state: stringAt(address, 'addressRegion'),
    country: stringAt(address, 'addressCountry'),
  };
}
