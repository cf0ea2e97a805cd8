import { findCity } from '../../refdata/cities.js';
import { countryCode } from '../../refdata/countries.js';
import { countryOfRegion } from '../../refdata/regions.js';
import type { JsonLdObject } from '../../schema/reservation.js';
import { type CalendarEvent, renderEventTime } from './read-calendar.js';

/** States of the United States and provinces of Canada, as addresses there abbreviate them after the town. */
const NORTH_AMERICAN_REGIONS = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR AB BC MB NB NL NS NT NU ON PE QC SK YT'.split(
    ' ',
  ),
);

let regionNames: Intl.DisplayNames | undefined;

/**
 * Whether two capitals are a country's ISO code (`MA` is Morocco's as well as Massachusetts'). A retired code that
 * Unicode now writes otherwise (`NH`, the New Hebrides, now `VU`) names no country today: New Hampshire's.
 */
function isCountryCode(code: string): boolean {
  regionNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  return regionNames.of(code) !== code && Intl.getCanonicalLocales(`und-${code}`)[0] === `und-${code}`;
}

/** An event placed in North America by its time zone or its coordinates: a state's code there is a state. */
function inNorthAmerica(event: CalendarEvent | undefined): boolean | undefined {
  const zone = event?.start?.zone;
  const geo = event?.geo;
  if (geo) return geo.latitude > 14 && geo.latitude < 84 && geo.longitude > -170 && geo.longitude < -50;
  if (zone) return /^(?:America|US|Canada)\//.test(zone);
  return undefined;
}

/**
 * The last part of a location's address: a country (`Germany`), or a state or province (`MA`, `MA 02142`) where
 * the state's code is no country's or the event lies in North America. A code that is both, for an event placed
 * nowhere, is left unsaid.
 */
function regionOrCountry(last: string, event: CalendarEvent | undefined): JsonLdObject {
  const state = /^([A-Z]{2})(?:\s+(\d{5}(?:-\d{4})?|[A-Z]\d[A-Z] ?\d[A-Z]\d))?$/.exec(last);
  if (!state?.[1] || !NORTH_AMERICAN_REGIONS.has(state[1])) return { addressCountry: last };
  const placed = inNorthAmerica(event);
  const postal = state[2] ? { postalCode: state[2] } : {};
  if (placed === true || (placed === undefined && !isCountryCode(state[1]))) {
    return { addressRegion: state[1], ...postal };
  }
  if (placed === false && !state[2]) return { addressCountry: last };
  return {};
}

/** A postal code before or after a town's name: `1200-001`, `75001`, `SE1 9PX`, `HA9 0WS`, `NL-7411`. */
const POSTAL_CODE = /^(?:[A-Z]{1,2}-)?\d{4,5}(?:-\d{3,4})?\s+|\s+(?:[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}|\d{4,5})$/u;

/**
 * `Stockholm, Sweden`, `Wembley Stadium, London HA9 0WS, United Kingdom`, `St. John's College, Cambridge, UK`: a
 * location whose last part names a country in words or by its usual short name and whose part before it is a town
 * the gazetteer knows in that country (a postal code beside it aside); the location stays the place's name, the town
 * and the country its address. A venue's name alone before the country (`Deventer Schouwburg, Netherlands`) gives no
 * town.
 */
function placeOfTownAndCountry(location: string): JsonLdObject | undefined {
  const parts = location.split(',').map((p) => p.trim());
  const country = parts.at(-1) ?? '';
  if (parts.length < 2 || parts.length > 4 || country.length < 2) return undefined;
  const code = countryCode(country);
  // Of two capitals, only a country's usual short name that is not its ISO code counts (`UK`, not `SE` or `CA`).
  if (country.length === 2 && (code === country || NORTH_AMERICAN_REGIONS.has(country))) return undefined;
  const town = parts.at(-2)?.replace(POSTAL_CODE, '').trim();
  if (!code || !town || /\d/.test(town) || !findCity(town, code)) return undefined;
  return {
    '@type': 'Place',
    name: location,
    address: { '@type': 'PostalAddress', addressLocality: town, addressCountry: country },
  };
}

/**
 * `The Vibe Savoy Hotel, Melbourne, Victoria`, `Moscone Center, San Francisco, California`: a venue, then a town the
 * gazetteer knows in the country whose state or territory the last part names in words. The location stays the
 * place's name; the town and the state are its address. (Georgia, the country, is no state here: the town decides.)
 */
function placeOfTownAndStateName(location: string): JsonLdObject | undefined {
  const parts = location.split(',').map((p) => p.trim());
  if (parts.length !== 3) return undefined;
  const [, town = '', region = ''] = parts;
  const country = countryOfRegion(region);
  if (!country || /\d/.test(town) || !findCity(town, country)) return undefined;
  return {
    '@type': 'Place',
    name: location,
    address: { '@type': 'PostalAddress', addressLocality: town, addressRegion: region },
  };
}

/**
 * `Historical Society, 246 Main Street, Keene, NH 03431`, `23 Central Sq, Keene, NH`: a location whose last part is a
 * state's or province's code (a postal code beside it) and whose part before it is a town's name; what comes before
 * the town is the street, after the venue's name when the first part does not open on a house number. The location
 * stays the place's name. A code that may be a country's (`MA`) counts only as `regionOrCountry` lets it.
 */
function placeOfStateAddress(location: string, event: CalendarEvent | undefined): JsonLdObject | undefined {
  const parts = location.split(',').map((p) => p.trim());
  if (parts.length < 2 || parts.length > 4) return undefined;
  const region = regionOrCountry(parts.at(-1) ?? '', event);
  const town = parts.at(-2) ?? '';
  if (!region.addressRegion || !/^\p{Lu}[\p{L}.' -]*$/u.test(town) || town.split(' ').length > 3) return undefined;
  const before = parts.slice(0, -2);
  const street = /^\d/.test(before[0] ?? '') ? before : before.slice(1);
  const address: JsonLdObject = { '@type': 'PostalAddress' };
  if (street.length) address.streetAddress = street.join(', ');
  Object.assign(address, { addressLocality: town }, region);
  return { '@type': 'Place', name: location, address };
}

/**
 * `C Base (Rungestraße 20, Berlin, Germany)` → the venue's name and its address (street, locality, country, or the
 * state of an American address: `(1 Broadway, Cambridge, MA)`); `Stockholm, Sweden` → the town and country as the
 * address of a place so named; a location of another shape is the venue's name as a whole.
 */
export function placeFromLocation(location: string, event?: CalendarEvent): JsonLdObject {
  const match = /^(.+?)\s*\(([^()]+)\)\s*$/.exec(location.trim());
  const parts = match?.[2]?.split(',').map((p) => p.trim()) ?? [];
  if (!match?.[1] || parts.length < 2) {
    return (
      placeOfTownAndCountry(location.trim()) ??
      placeOfStateAddress(location.trim(), event) ??
      placeOfTownAndStateName(location.trim()) ?? { '@type': 'Place', name: location.trim() }
    );
  }
  const address: JsonLdObject = { '@type': 'PostalAddress' };
  const last = parts.length >= 3 ? parts.pop() : undefined;
  const locality = parts.pop();
  if (parts.length) address.streetAddress = parts.join(', ');
  if (locality) address.addressLocality = locality;
  if (last) Object.assign(address, regionOrCountry(last, event));
  return { '@type': 'Place', name: match[1], address };
}

/**
 * A LOCATION that says the place is still to be named (`TBC`, `TBA`, `to be announced`, `wird noch bekannt
 * gegeben`, `à confirmer`, `por confirmar`) names no place.
 */
const PLACE_TO_BE_NAMED =
  /^[\s(]*(?:tb[acd]|t\.b\.[acd]\.?|to be (?:confirmed|announced|decided|determined|advised)|n\/?a|tbc\/tba|unknown|\?+|folgt|wird noch bekannt ?gegeben|noch offen|à (?:confirmer|définir|déterminer|préciser)|por (?:confirmar|definir|determinar)|da (?:confermare|definire)|nog niet bekend)[\s).!]*$/iu;

/** Whether an event's LOCATION names a place at all. */
export function namesPlace(location: string | undefined): location is string {
  return Boolean(location && !PLACE_TO_BE_NAMED.test(location));
}

/** A calendar event that books nothing, as a schema.org Event. */
export function calendarEventToThing(event: CalendarEvent): JsonLdObject | undefined {
  if (!event.summary || !event.start) return undefined;
  const thing: JsonLdObject = {
    '@context': 'http://schema.org',
    '@type': 'Event',
    name: event.summary.trim(),
    startDate: renderEventTime(event.start),
  };
  if (event.end) thing.endDate = renderEventTime(event.end);
  if (event.description) thing.description = event.description;
  if (event.url) thing.url = event.url;
  const location = namesPlace(event.location) ? event.location : undefined;
  if (location || event.geo) {
    const place = location ? placeFromLocation(location, event) : { '@type': 'Place' };
    if (event.geo) place.geo = { '@type': 'GeoCoordinates', ...event.geo };
    thing.location = place;
  }
  return thing;
}
