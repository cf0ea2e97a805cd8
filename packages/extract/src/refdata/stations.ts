import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

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
  /** Codes tickets print: UIC/IBNR numbers and SNCF/Benerail 5-letter codes. */
  codes: string[];
  isMain: boolean;
}

interface Entry extends Station {
  /** City aliases in other languages ("Vienna" for Wien). */
  aliases: string;
  rank: number;
  /** Name tokens, then city and alias tokens (what a name lookup may match); set by the name index. */
  nameTokens?: string[];
  tokens?: string[];
}

let entries: Entry[] | undefined;
let byCode: Map<string, Entry> | undefined;
let byToken: Map<string, number[]> | undefined;

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

/** The ways of saying "main station": all one word to the lookup. */
const MAIN = new Map(
  ['hbf', 'hauptbahnhof', 'hb', 'hlavni', 'central', 'centraal', 'centrale', 'centrala', 'centralna', 'centralen'].map(
    (w) => [w, 'hbf'],
  ),
);

const ABBREVIATIONS = new Map([
  ['st', 'saint'],
  ['ste', 'sainte'],
  ['s', 'saint'],
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

/** Reads the data file on first use (tens of milliseconds) and indexes it by code. */
function load(): Entry[] {
  if (entries) return entries;
  const text = gunzipSync(readFileSync(new URL('./stations.tsv.gz', import.meta.url))).toString('utf8');
  const loaded: Entry[] = [];
  const codes = new Map<string, Entry>();
  for (const line of text.split('\n')) {
    if (!line) continue;
    const [name = '', country = '', timeZone = '', lat, lon, city, codeList = '', aliases = '', flags = ''] =
      line.split('\t');
    const entry: Entry = {
      name,
      country,
      timeZone,
      latitude: Number(lat),
      longitude: Number(lon),
      ...(city ? { city } : {}),
      codes: codeList.split(' '),
      isMain: flags.includes('m'),
      aliases,
      // Main stations first, then those offered for sale; duplicates of another entry last.
      rank: (flags.includes('m') ? 4 : 0) + (flags.includes('s') ? 2 : 0) + (flags.includes('d') ? 0 : 1),
    };
    loaded.push(entry);
    for (const code of entry.codes) {
      const held = codes.get(code);
      if (!held || held.rank < entry.rank) codes.set(code, entry);
    }
  }
  entries = loaded;
  byCode = codes;
  return loaded;
}

/** Indexes the stations by name words on the first name lookup; cities and aliases repeat, so they are memoised. */
function nameIndex(): Map<string, number[]> {
  if (byToken) return byToken;
  const index = new Map<string, number[]>();
  const memo = new Map<string, string[]>();
  const tokensOf = (text: string): string[] => {
    let tokens = memo.get(text);
    if (!tokens) {
      tokens = stationTokens(text.replace(/\|/g, ' '));
      memo.set(text, tokens);
    }
    return tokens;
  };
  for (const [at, entry] of load().entries()) {
    entry.nameTokens = stationTokens(entry.name);
    entry.tokens = [...new Set([...entry.nameTokens, ...tokensOf(entry.city ?? ''), ...tokensOf(entry.aliases)])];
    for (const token of entry.tokens) {
      const list = index.get(token);
      if (list) list.push(at);
      else index.set(token, [at]);
    }
  }
  byToken = index;
  return index;
}

function publicStation(entry: Entry | undefined): Station | undefined {
  if (!entry) return undefined;
  const { tokens: _tokens, nameTokens: _nameTokens, rank: _rank, aliases: _aliases, ...station } = entry;
  return station;
}

/**
 * The station a ticket's code designates: a UIC/IBNR number (7 digits; SNCF's 8-digit form with its check digit;
 * with a `uic:`/`ibnr:` prefix or leading zeros) or an SNCF/Benerail code such as `FRPNO`.
 */
export function findStationByCode(code: string | undefined): Station | undefined {
  if (!code) return undefined;
  load();
  const plain = code
    .trim()
    .toUpperCase()
    .replace(/^(?:UIC|IBNR|SNCF|BENERAIL|DB)[:\s]*/, '');
  if (/^[A-Z]{5}$/.test(plain)) return publicStation(byCode?.get(plain));
  if (!/^\d{7,9}$/.test(plain)) return undefined;
  const digits = plain.replace(/^0+(?=\d{7})/, '');
  return publicStation(byCode?.get(digits) ?? (digits.length === 8 ? byCode?.get(digits.slice(0, 7)) : undefined));
}

/**
 * The station a printed name designates (`Frankfurt(Main)Hbf`, `Paris Gare de Lyon`, `Zürich HB`), within the
 * country when known: of the stations whose name, city or city aliases hold every word, the one with the fewest
 * other words, main stations first. Undefined when the name is unknown or two stations fit it equally.
 */
export function findStationByName(name: string | undefined, country?: string): Station | undefined {
  if (!name) return undefined;
  const tokens = [...new Set(stationTokens(name))];
  if (tokens.length === 0 || tokens.length > 8) return undefined;
  const found = bestMatch(tokens, country);
  if (found !== undefined || !tokens.includes('hbf') || tokens.length < 2) return publicStation(found || undefined);
  // The data set names some main stations by their city alone ("Aarhus" for "Aarhus H").
  return publicStation(
    bestMatch(
      tokens.filter((t) => t !== 'hbf'),
      country,
    ) || undefined,
  );
}

/** The best station holding every token; `false` when two places fit equally, undefined when none does. */
function bestMatch(tokens: readonly string[], country: string | undefined): Entry | false | undefined {
  const all = load();
  const index = nameIndex();
  const lists = tokens.map((t) => index.get(t));
  if (lists.some((l) => !l)) return undefined;
  const sorted = (lists as number[][]).slice().sort((a, b) => a.length - b.length);
  const first = sorted[0] ?? [];
  const wanted = country?.trim().toUpperCase();
  let best: Entry | undefined;
  let bestScore = Number.NEGATIVE_INFINITY;
  let tied = false;
  for (const at of first) {
    const entry = all[at] as Entry;
    if (wanted && entry.country !== wanted) continue;
    if (!tokens.every((t) => entry.tokens?.includes(t))) continue;
    const extra = (entry.nameTokens ?? []).filter((t) => !tokens.includes(t)).length;
    const score = -extra * 10 + entry.rank;
    if (score > bestScore) {
      best = entry;
      bestScore = score;
      tied = false;
    } else if (score === bestScore && best && !isSamePlace(best, entry)) {
      tied = true;
    }
  }
  return tied ? false : best;
}

/** Two entries for one station (the data set lists some twice): same name, or within a few hundred metres. */
function isSamePlace(a: Entry, b: Entry): boolean {
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
