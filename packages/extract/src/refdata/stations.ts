import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { remembered } from '../engine/remembered.js';
import { type IndexArray, packArrays, readBuiltIndex, unpackArrays, writeBuiltIndex } from './built-index.js';

/** A railway station from the trainline-eu/stations data set (ODbL 1.0, see stations-data.md). */
export interface Station {
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** IANA time zone. */
  timeZone: string;
  latitude: number;
  longitude: number;
  /** The city the data set files the station under, when it does. */
  city?: string;
  /** Codes tickets print: UIC/IBNR numbers and SNCF/Benerail 5-letter codes; none for some (`Oslo S`). */
  codes: string[];
  isMain: boolean;
}

/**
 * The stations, kept compact: each one's data line as read, parsed into a Station only when a lookup returns it,
 * with the few facts every lookup compares held in typed arrays.
 */
interface StationTable {
  /** The data file as read: a line per station, UTF-8, decoded one line at a time when a lookup returns it. */
  data: Buffer;
  /** Where each station's line starts and ends in `data`. */
  starts: Uint32Array;
  ends: Uint32Array;
  /** ISO country as two letters in one number. */
  country: Uint16Array;
  /**
   * Main stations first, then those offered for sale; duplicates of another entry last; a station without a code
   * (0) after every station with one, so that it is found only where it fits a name better than any of them.
   */
  rank: Uint8Array;
  /** The codes tickets print, as numbers (see `codeKey`) with their station, sorted: one entry per code. */
  codes: Float64Array;
}

/**
 * Name words, and every word a name lookup may match (name, then city and city aliases), per station: each distinct
 * word once, stations' words as word ids in flat typed arrays (a station's run from its start to the next one's),
 * and the stations holding each word likewise. About 300,000 word occurrences: strings and small arrays per
 * station cost several times what the numbers do.
 */
interface StationWords {
  words: string[];
  /** A word's id, undefined for a word no station has. */
  wordId: (word: string) => number | undefined;
  name: FlatLists;
  all: FlatLists;
  /** The stations holding each word id, in station order. */
  byWord: FlatLists;
}

/** Lists of numbers laid end to end: list `i` is `values[starts[i]]` up to `values[starts[i + 1]]`. */
interface FlatLists {
  values: Int32Array;
  starts: Uint32Array;
}

/** `count` lists laid end to end; a list not given is empty. */
function flatten(lists: readonly (readonly number[] | undefined)[], count = lists.length): FlatLists {
  const starts = new Uint32Array(count + 1);
  for (let i = 0; i < count; i++) starts[i + 1] = (starts[i] as number) + (lists[i]?.length ?? 0);
  const values = new Int32Array(starts[count] as number);
  for (let i = 0; i < count; i++) {
    const list = lists[i];
    if (list) values.set(list, starts[i] as number);
  }
  return { values, starts };
}

const listAt = (flat: FlatLists, i: number): Int32Array =>
  flat.values.subarray(flat.starts[i] as number, flat.starts[i + 1] as number);

/** Whether list `i` holds `value`. */
function holds(flat: FlatLists, i: number, value: number): boolean {
  for (let at = flat.starts[i] as number; at < (flat.starts[i + 1] as number); at++) {
    if (flat.values[at] === value) return true;
  }
  return false;
}

let table: StationTable | undefined;
let stationWords: StationWords | undefined;

/** Words of a station name that tell nothing about which station it is. */
const NOISE = new Set([
  'gare',
  'de',
  'du',
  'des',
  'la',
  'le',
  'les',
  'l',
  'd',
  'station',
  'railway',
  'rail',
  'train',
  'bahnhof',
  'bf',
  'stazione',
  'di',
  'estacion',
  'estacio',
  'stn',
  'sncf',
  'the',
  'am',
  'im',
  'an',
  'der',
  'sur',
  'en',
  'int',
  'intl',
  'international',
  'stasjon',
  'stationen',
]);

/** The ways of saying "main station": all one word to the lookup. `Cs` is the Dutch `Centraal Station` shortened. */
const MAIN = new Map(
  [
    'hbf',
    'hauptbahnhof',
    'hb',
    'hlavni',
    'central',
    'centraal',
    'centrale',
    'centrala',
    'centralna',
    'centralen',
    'cs',
  ].map((w) => [w, 'hbf']),
);

/**
 * A saint's word, written out or shortened, is one word to the lookup: `Gent St Pieters` is `Gent-Sint-Pieters`,
 * `St. Gallen` `Sankt Gallen`. The Romance `San` and `Santa` and the feminine `Sainte` stay apart: `San Sebastián`
 * would otherwise tie with a `Sankt Sebastian`.
 */
const ABBREVIATIONS = new Map([
  ['st', 'saint'],
  ['s', 'saint'],
  ['sint', 'saint'],
  ['sankt', 'saint'],
  ['ste', 'sainte'],
]);

const FOLD = /[^\x20-\x7e]/;

/** Lower-case words without accents (ä, ae and a alike), main-station words made one, noise words dropped. */
export function stationTokens(text: string): string[] {
  let plain = text.toLowerCase();
  if (FOLD.test(plain))
    plain = plain
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/ß/g, 'ss');
  const words = plain
    // `King's Cross` is `Kings Cross`: an apostrophe joins, lest its `s` read as an abbreviated `saint`.
    .replace(/['’]/g, '')
    .replace(/hbf\b/g, ' hbf')
    .replace(/([aou])e/g, '$1')
    .split(/[^\p{L}\p{N}]+/u);
  const tokens: string[] = [];
  for (const [i, word] of words.entries()) {
    if (!word) continue;
    // "Stockholm C", "København H", "Oslo S": a closing letter is the central station.
    const isClosingLetter = /^[chs]$/.test(word) && i === words.length - 1 && i > 0;
    const token = isClosingLetter ? 'hbf' : (MAIN.get(word) ?? ABBREVIATIONS.get(word) ?? word);
    if (!NOISE.has(token)) tokens.push(token);
  }
  return tokens;
}

const countryNumber = (code: string) => ((code.charCodeAt(0) || 0) << 8) | (code.charCodeAt(1) || 0);

/**
 * A code lookups can ask for as a number: 7 to 9 digits (UIC/IBNR, SNCF's form with its check digit), kept apart by
 * their length so that leading zeros count, or 5 letters (SNCF/Benerail). Undefined for any other code, which no
 * lookup asks for.
 */
function codeKey(code: string): number | undefined {
  if (/^\d{1,9}$/.test(code)) return code.length * 1e9 + Number(code);
  if (!/^[A-Z]{5}$/.test(code)) return undefined;
  let letters = 0;
  for (let i = 0; i < 5; i++) letters = letters * 26 + code.charCodeAt(i) - 65;
  return 1e10 + letters;
}

/** A code's entry packs its key with the station's preference and line: 2^19 = rank order (3 bits), line (16 bits); a
 * station with a code has rank 1 to 8. */
const PACK = 2 ** 19;
const LINE = 2 ** 16;

/**
 * Reads the data file on first use (tens of milliseconds) and indexes it by code. The lines stay bytes and the codes
 * numbers: as strings and a Map they held about 15 MB for as long as the process ran.
 */
function load(): StationTable {
  if (table) return table;
  const data = readBuiltData() ?? gunzipSync(readFileSync(new URL('./stations.tsv.gz', import.meta.url)));
  table = readBuiltStations(data) ?? indexStations(data);
  return table;
}

/** The data file the build writes beside the engine, unpacked: read as it is, not unpacked in every process. */
const DATA_FILE = 'stations.tsv';

function readBuiltData(): Buffer | undefined {
  try {
    return readFileSync(new URL(`./${DATA_FILE}`, import.meta.url));
  } catch {
    return undefined;
  }
}

/** The code index and the lines' places and facts, read from the data file. */
function indexStations(data: Buffer): StationTable {
  const starts: number[] = [];
  const ends: number[] = [];
  for (let start = 0; start < data.length; ) {
    const newline = data.indexOf(10, start);
    const end = newline < 0 ? data.length : newline;
    if (end > start) {
      starts.push(start);
      ends.push(end);
    }
    start = end + 1;
  }
  if (starts.length >= LINE) throw new Error('station data: more lines than the code index can name');
  const country = new Uint16Array(starts.length);
  const rank = new Uint8Array(starts.length);
  const packed: number[] = [];
  for (let at = 0; at < starts.length; at++) {
    // The fields read here are ASCII: latin1 decodes them without the cost of UTF-8.
    const line = data.toString('latin1', starts[at], ends[at]);
    const [, code = '', , , , , codeList = '', , flags = ''] = line.split('\t');
    country[at] = countryNumber(code);
    rank[at] = codeList
      ? 1 + (flags.includes('m') ? 4 : 0) + (flags.includes('s') ? 2 : 0) + (flags.includes('d') ? 0 : 1)
      : 0;
    for (const stationCode of codeList.split(' ')) {
      const key = codeKey(stationCode);
      if (key !== undefined) packed.push(key * PACK + (8 - (rank[at] as number)) * LINE + at);
    }
  }
  // Sorted by code, then best rank, then first line: the first entry of each code is the station it designates.
  const sorted = Float64Array.from(packed).sort();
  const codes = sorted.filter(
    (entry, i) => i === 0 || Math.floor(entry / PACK) !== Math.floor((sorted[i - 1] as number) / PACK),
  );
  return { data, starts: Uint32Array.from(starts), ends: Uint32Array.from(ends), country, rank, codes };
}

/** The station line holding a code, if any. */
function lineOfCode(codes: Float64Array, code: string): number | undefined {
  const key = codeKey(code);
  if (key === undefined) return undefined;
  let low = 0;
  let high = codes.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const entry = codes[middle] as number;
    const at = Math.floor(entry / PACK);
    if (at === key) return entry % LINE;
    if (at < key) low = middle + 1;
    else high = middle - 1;
  }
  return undefined;
}

/** How many stations, and how many name lookups, are kept. */
const LOOKUPS_KEPT = 4096;

/**
 * The station of a data line (name, country, zone, latitude, longitude, city, codes, aliases, flags), by line.
 * Bounded as the name lookups are; a station handed out is frozen, shared by every lookup that finds it.
 */
const stationAt = remembered(readStation, LOOKUPS_KEPT);

function readStation(at: number): Station {
  const { data, starts, ends } = load();
  const [name = '', country = '', timeZone = '', lat, lon, city, codeList = '', , flags = ''] = data
    .toString('utf8', starts[at], ends[at])
    .split('\t');
  return Object.freeze({
    name,
    country,
    timeZone,
    latitude: Number(lat),
    longitude: Number(lon),
    ...(city ? { city } : {}),
    codes: Object.freeze(codeList ? codeList.split(' ') : []) as string[],
    isMain: flags.includes('m'),
  });
}

/**
 * The file the built engine keeps the station indexes in: the arrays `load` and `nameIndex` would build, and the
 * words, for the data file of the length it names.
 */
const INDEX_FILE = 'stations.idx';

/** The word index the build wrote, taken by the first name lookup. */
let builtWords: { words: string; lists: IndexArray[] } | undefined;

/** The indexes the build wrote, when they are there for this data file. */
function readBuiltStations(data: Buffer): StationTable | undefined {
  const bytes = readBuiltIndex(INDEX_FILE);
  const index = bytes ? unpackArrays(bytes) : undefined;
  if (!index || index.facts.dataLength !== data.length || typeof index.facts.words !== 'string') return undefined;
  if (index.facts.wordOrder !== 'sorted') return undefined;
  const [starts, ends, country, rank, codes, ...lists] = index.arrays;
  if (!(starts instanceof Uint32Array && ends instanceof Uint32Array && country instanceof Uint16Array))
    return undefined;
  if (!(rank instanceof Uint8Array && codes instanceof Float64Array) || lists.length !== 6) return undefined;
  builtWords = { words: index.facts.words, lists };
  return { data, starts, ends, country, rank, codes };
}

/** Writes the station indexes for the built engine, so its processes read them instead of building them. */
export function writeStationIndex(dir: string): void {
  const { data, starts, ends, country, rank, codes } = load();
  const { words, name, all, byWord } = inWordOrder(nameIndex());
  const lists = [name.values, name.starts, all.values, all.starts, byWord.values, byWord.starts];
  const facts = { dataLength: data.length, words: words.join('\n'), wordOrder: 'sorted' };
  writeBuiltIndex(dir, INDEX_FILE, packArrays(facts, [starts, ends, country, rank, codes, ...lists]));
  writeBuiltIndex(dir, DATA_FILE, data);
}

/** Code-unit order, as `<` compares strings: the order a sorted word list is searched in. */
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The same index with word ids given in the words' sorted order, so that a process finds a word's id by searching the
 * sorted list instead of first filling a map of all 40,000 words. A lookup compares ids only for equality, so the
 * numbering changes no answer.
 */
function inWordOrder(index: StationWords): Omit<StationWords, 'wordId'> {
  const order = index.words.map((_, id) => id).sort((a, b) => byCodeUnits(index.words[a] ?? '', index.words[b] ?? ''));
  const newId = new Int32Array(order.length);
  for (const [to, from] of order.entries()) newId[from] = to;
  const renumbered = (flat: FlatLists): FlatLists => ({
    values: flat.values.map((id) => newId[id] ?? id),
    starts: flat.starts,
  });
  return {
    words: order.map((id) => index.words[id] ?? ''),
    name: renumbered(index.name),
    all: renumbered(index.all),
    byWord: flatten(
      order.map((id) => Array.from(listAt(index.byWord, id))),
      order.length,
    ),
  };
}

/** The id of a word in a sorted list of words, by binary search. */
function sortedWordId(words: readonly string[], word: string): number | undefined {
  let low = 0;
  let high = words.length - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const at = words[mid] as string;
    if (at === word) return mid;
    if (at < word) low = mid + 1;
    else high = mid - 1;
  }
  return undefined;
}

/** The word index from the arrays the build wrote. */
function wordsFromBuild(built: { words: string; lists: IndexArray[] }): StationWords | undefined {
  const [nameValues, nameStarts, allValues, allStarts, wordValues, wordStarts] = built.lists;
  const flat = (values: IndexArray | undefined, starts: IndexArray | undefined): FlatLists | undefined =>
    values instanceof Int32Array && starts instanceof Uint32Array ? { values, starts } : undefined;
  const name = flat(nameValues, nameStarts);
  const all = flat(allValues, allStarts);
  const byWord = flat(wordValues, wordStarts);
  if (!name || !all || !byWord) return undefined;
  const words = built.words.split('\n');
  return { words, wordId: (word) => sortedWordId(words, word), name, all, byWord };
}

/**
 * Indexes the stations by name words on the first name lookup, from the words the build wrote when the engine runs
 * built; otherwise read from the names, where cities and aliases repeat, so they are memoised.
 */
function nameIndex(): StationWords {
  if (stationWords) return stationWords;
  const { data, starts, ends } = load();
  const built = builtWords && wordsFromBuild(builtWords);
  builtWords = undefined;
  if (built) {
    stationWords = built;
    return built;
  }
  const words: string[] = [];
  const wordId = new Map<string, number>();
  const idOf = (word: string): number => {
    let id = wordId.get(word);
    if (id === undefined) {
      id = words.length;
      words.push(word);
      wordId.set(word, id);
    }
    return id;
  };
  const name: number[][] = [];
  const all: number[][] = [];
  const holders: number[][] = [];
  const memo = new Map<string, string[]>();
  const tokensOf = (text: string): string[] => {
    let tokens = memo.get(text);
    if (!tokens) {
      tokens = stationTokens(text.replace(/\|/g, ' '));
      memo.set(text, tokens);
    }
    return tokens;
  };
  for (let at = 0; at < starts.length; at++) {
    const [stationName = '', , , , , city = '', , aliases = ''] = data
      .toString('utf8', starts[at], ends[at])
      .split('\t');
    const own = stationTokens(stationName);
    const every = [...new Set([...own, ...tokensOf(city), ...tokensOf(aliases)])];
    name.push(own.map(idOf));
    const ids = every.map(idOf);
    all.push(ids);
    for (const id of ids) {
      const list = holders[id];
      if (list) list.push(at);
      else holders[id] = [at];
    }
  }
  stationWords = {
    words,
    wordId: (word) => wordId.get(word),
    name: flatten(name),
    all: flatten(all),
    byWord: flatten(holders, words.length),
  };
  return stationWords;
}

/** A UIC/IBNR number's station: leading zeros dropped, SNCF's check digit too when the whole number is unknown. */
function numbered(codes: Float64Array, plain: string): number | undefined {
  const digits = plain.replace(/^0+(?=\d{7})/, '');
  return lineOfCode(codes, digits) ?? (digits.length === 8 ? lineOfCode(codes, digits.slice(0, 7)) : undefined);
}

/**
 * The station a ticket's code designates: a UIC/IBNR number (7 digits; SNCF's 8-digit form with its check digit;
 * with a `uic:`/`ibnr:` prefix or leading zeros) or an SNCF/Benerail code such as `FRPNO`.
 */
export function findStationByCode(code: string | undefined): Station | undefined {
  if (!code) return undefined;
  const { codes } = load();
  const plain = code
    .trim()
    .toUpperCase()
    .replace(/^(?:UIC|IBNR|SNCF|BENERAIL|DB)[:\s]*/, '');
  const at = /^[A-Z]{5}$/.test(plain)
    ? lineOfCode(codes, plain)
    : /^\d{7,9}$/.test(plain)
      ? numbered(codes, plain)
      : undefined;
  return at === undefined ? undefined : stationAt(at);
}

/**
 * The station a printed name designates (`Frankfurt(Main)Hbf`, `Paris Gare de Lyon`, `Zürich HB`), within the
 * country when known: of the stations whose name, city or city aliases hold every word, the one with the fewest
 * other words, main stations first. Undefined when the name is unknown or two stations fit it equally.
 */
export function findStationByName(name: string | undefined, country?: string): Station | undefined {
  if (!name) return undefined;
  const found = lookedUp(name, country);
  return found === undefined ? undefined : stationAt(found);
}

/**
 * Names looked up, by name and country, with the data line of the station each found (undefined for none). Mail
 * names the same few hundred stations over and over; what is kept is bounded so odd names cannot grow it.
 */
const lookedUp = remembered(stationNamed, LOOKUPS_KEPT, (name, country) => `${name}\u0000${country ?? ''}`);

function stationNamed(name: string, country: string | undefined): number | undefined {
  const tokens = [...new Set(stationTokens(name))];
  if (tokens.length === 0 || tokens.length > 8) return undefined;
  let found = bestMatch(tokens, country);
  // The data set names some main stations by their city alone ("Aarhus" for "Aarhus H"): a station so named, not
  // any other station filed under the city (Futuroscope, under Poitiers, is no "Poitiers C").
  if (found === undefined && tokens.includes('hbf') && tokens.length >= 2) {
    const city = tokens.filter((t) => t !== 'hbf');
    const byCity = bestMatch(city, country);
    if (byCity === false || (byCity !== undefined && namedBy(byCity, city))) found = byCity;
  }
  // `Madrid Puerta de Atocha` for `Madrid Atocha`: one word the data does not have, when leaving out any one word
  // finds one place only.
  if (found === undefined && tokens.length >= 3) found = withOneWordLess(tokens, country);
  return found === false ? undefined : found;
}

/** Whether the station's own name, not its city or aliases, holds every token. */
function namedBy(at: number, tokens: readonly string[]): boolean {
  const { wordId, name } = nameIndex();
  return tokens.every((t) => {
    const id = wordId(t);
    return id !== undefined && holds(name, at, id);
  });
}

/** The one place found by leaving out one word of the name, whichever; `false` when two places are found. */
function withOneWordLess(tokens: readonly string[], country: string | undefined): number | false | undefined {
  let place: number | undefined;
  for (let k = 0; k < tokens.length; k++) {
    const found = bestMatch(
      tokens.filter((_, j) => j !== k),
      country,
    );
    if (found === false) return false;
    if (found === undefined) continue;
    if (place !== undefined && place !== found && !isSamePlace(stationAt(place), stationAt(found))) return false;
    place ??= found;
  }
  return place;
}

/** The best station holding every token; `false` when two places fit equally, undefined when none does. */
function bestMatch(tokens: readonly string[], country: string | undefined): number | false | undefined {
  const stations = load();
  const { wordId, name, all, byWord } = nameIndex();
  const ids = tokens.map((t) => wordId(t));
  if (ids.some((id) => id === undefined)) return undefined;
  const wanted = ids as number[];
  const lists = wanted.map((id) => listAt(byWord, id)).sort((a, b) => a.length - b.length);
  const first = lists[0] ?? new Int32Array();
  const inCountry = country?.trim() ? countryNumber(country.trim().toUpperCase()) : 0;
  let best: number | undefined;
  let bestScore = Number.NEGATIVE_INFINITY;
  let tied = false;
  for (const at of first) {
    if (inCountry && stations.country[at] !== inCountry) continue;
    // Read in place: a view per station made lookups of common words allocate megabytes.
    if (!wanted.every((id) => holds(all, at, id))) continue;
    let extra = 0;
    for (let i = name.starts[at] as number; i < (name.starts[at + 1] as number); i++) {
      if (!wanted.includes(name.values[i] as number)) extra++;
    }
    const score = -extra * 10 + (stations.rank[at] as number);
    if (score > bestScore) {
      best = at;
      bestScore = score;
      tied = false;
    } else if (score === bestScore && best !== undefined && !isSamePlace(stationAt(best), stationAt(at))) {
      tied = true;
    }
  }
  return tied ? false : best;
}

/** Two entries for one station (the data set lists some twice): same name, or within a few hundred metres. */
function isSamePlace(a: Station, b: Station): boolean {
  if (a.name === b.name && a.country === b.country) return true;
  return Math.abs(a.latitude - b.latitude) < 0.005 && Math.abs(a.longitude - b.longitude) < 0.005;
}

/** A station by code when one is given and known, else by name within the country. */
export function findStation(query: { code?: string; name?: string; country?: string }): Station | undefined {
  return findStationByCode(query.code) ?? findStationByName(query.name, query.country);
}

/** Builds the code and name indexes ahead of the first train ticket (about half a second of CPU). */
export function warmUpStations(): void {
  nameIndex();
}
