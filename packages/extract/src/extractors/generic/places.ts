import { findAirport, findAirportByIcao, findAirportByName } from '../../refdata/airports.js';
import { findCity } from '../../refdata/cities.js';
import { countryCode } from '../../refdata/countries.js';
import { findStationByName, stationTokens } from '../../refdata/stations.js';
import { STREET_AND_NUMBER } from '../lib/fields.js';
import { matchAll } from '../lib/text.js';

/** The word for an airport's terminal in the languages of travel mail. */
const TERMINAL_WORD = '(?:terminal|terminale|terminál|терминал)';
/** A terminal and its code: "Terminal 2", "Terminal: 1", "Терминал: D", "Terminal klia2". */
const TERMINAL = new RegExp(
  `(?<![\\p{L}])${TERMINAL_WORD}\\s*:?\\s*([A-Z]?\\d{1,2}[A-Z]?|[A-Z]|[АВСДЕФ]|[a-z]{2,5}\\d)(?![\\p{L}\\d])`,
  'iu',
);
/** A terminal written after an airport's name, with what sets it apart. */
const TRAILING_TERMINAL = new RegExp(
  `[\\s,–-]*\\(?(?<![\\p{L}])${TERMINAL_WORD}\\s*:?\\s*[\\p{L}\\d]{1,3}\\)?\\s*$`,
  'iu',
);

/** "Suvarnabhumi Intl Arpt, Terminal info not found": a terminal the system could not tell is no part of the name. */
const UNKNOWN_TERMINAL = new RegExp(
  `[\\s,–-]*(?<![\\p{L}])${TERMINAL_WORD}\\s+(?:info\\s+)?(?:not\\s+(?:found|known|available)|unknown|tba|tbc|n/a)\\s*$`,
  'iu',
);

/** "London Heathrow, Terminal 5", "Frankfurt Airport (Terminal 1)": the terminal is no part of the airport's name. */
export function withoutTerminal(place: string): string {
  return place.replace(UNKNOWN_TERMINAL, '').replace(TRAILING_TERMINAL, '').trim();
}

/** A terminal named by a word before it or a name after it: "International Terminal", "Terminal klia2". */
const NAMED_TERMINAL = new RegExp(`^(?:\\p{L}+\\s+)?${TERMINAL_WORD}(?:\\s+[\\p{L}\\d]{1,6})?$`, 'iu');

/** A value that names an airport's terminal and nothing else: "Terminal 2", "Domestic Terminal", "Changi Terminal 3". */
export function namesOnlyTerminal(value: string): boolean {
  return NAMED_TERMINAL.test(value.trim()) || withoutTerminal(value) === '';
}

/** An airport named in a value: a code in brackets or standing alone (known to the airport data), else a full name. */
export function airportIn(place: string): { iataCode: string; name?: string } | undefined {
  // "Chicago, IL, US (ORD - O'Hare)": the bracket may give the airport's own name after its code.
  const bracketed = /\(([A-Z]{3})(?:\s[-–]\s\p{Lu}[\p{L}' .-]{1,30})?\)/u.exec(place);
  if (bracketed?.[1] && findAirport(bracketed[1])) {
    const name = place
      .slice(0, bracketed.index)
      .replace(/[\s,–-]+$/, '')
      .trim();
    return { iataCode: bracketed[1], ...(name ? { name } : {}) };
  }
  // "Lyon (LFLL)": an airport's ICAO code in brackets, as a flight plan or a specimen ticket prints it.
  const icao = place.includes('(') ? /\(([A-Z]{4})\)/.exec(place) : null;
  const byIcao = icao?.[1] ? findAirportByIcao(icao[1]) : undefined;
  if (icao && byIcao) {
    const name = place
      .slice(0, icao.index)
      .replace(/[\s,–-]+$/, '')
      .trim();
    return { iataCode: byIcao.iata, ...(name ? { name } : {}) };
  }
  // "San Francisco Intl., California, USA": a word closing a list of an address's parts is its country, no airport.
  const codes = [...place.matchAll(/(?<![A-Za-z])([A-Z]{3})(?![A-Za-z])/g)]
    .filter(
      (m) =>
        !(/,\s*$/.test(place.slice(0, m.index)) && /^\s*\)?\s*$/.test(place.slice(m.index + 3)) && countryCode(m[1])),
    )
    .map((m) => m[1] ?? '');
  let known = codes.filter((c) => findAirport(c));
  // In capitals every short word looks like a code ("NEW YORK (JFK INTL)"): keep the one whose city is named too.
  if (known.length > 1) {
    const folded = place.toLowerCase();
    known = known.filter((c) => {
      const city = findAirport(c)?.city.toLowerCase() ?? '';
      return city.length >= 3 && folded.includes(city);
    });
  }
  if (known.length === 1 && known[0]) {
    // "New York JFK": a code closing a name after a space is part of the name the traveller reads.
    const closing = new RegExp(`^\\p{Lu}[\\p{L}' .-]*\\p{L} ${known[0]}$`, 'u').test(withoutTerminal(place).trim());
    if (closing) return { iataCode: known[0], name: withoutTerminal(place).trim() };
    const name = withoutTerminal(place)
      .replace(known[0], ' ')
      .replace(/[()[\]]/g, ' ')
      .replace(/\s+/g, ' ')
      .replace(/^[\s,–-]+|[\s,–-]+$/g, '');
    return { iataCode: known[0], ...(name ? { name } : {}) };
  }
  if (codes.length > 0) return undefined;
  const name = withoutTerminal(place);
  const byName =
    findAirportByName(name) ?? findAirportByName(withBracketedPart(name)) ?? findAirportByName(townInCountry(name));
  return byName ? { iataCode: byName.iata, name } : undefined;
}

/**
 * A town printed in brackets after its country (`Cyprus (Larnaca)`, `Spain (Barcelona)`), as some airlines name their
 * destinations: the town alone; else nothing.
 */
function townInCountry(place: string): string | undefined {
  const m = /^([^()]+?)\s*\(([^(),]+)\)$/.exec(place);
  return m?.[1] && m[2] && countryCode(m[1].trim()) ? m[2].trim() : undefined;
}

/**
 * A place printed as one name with another in brackets after it, the airport's and its city's either way round
 * (`Heathrow (London)`, `London (Heathrow Airport, United Kingdom)`, `Amsterdam (Schiphol, Netherlands)`): the two
 * names as one, the bracket's first part only (a country after it is no part of the airport's name); else the place.
 */
function withBracketedPart(place: string): string {
  const m = /^([^()]+?)\s*\(([^(),]+)(?:,[^()]*)?\)$/.exec(place);
  return m?.[1] && m[2] ? `${m[1]} ${m[2]}` : place;
}

/**
 * Where the text before an airport's bracketed code starts a new part: a clock, an arrow, a bar, a dot, a spaced dash,
 * a gap, another code, a flight's designator (`TP1351 Lisbon (LIS)`).
 */
const PART_START =
  /\d{1,2}[:.h]\d{2}|[→➝➔>|·•\t]|\s[–—-]\s|\s{2,}|\([A-Z]{3}\)|(?<![\p{L}\d])(?:[A-Z][A-Z0-9]|\d[A-Z]|[A-Z]{3})\s?\d{1,4}\s/gu;

/**
 * The name a card prints for an airport just before its code in brackets, on the same line (`07:00  Paris, Orly
 * (ORY)`, `Zurich (ZRH) 07:10 – Barcelona (BCN)`, `Flight TK1980 | Istanbul (IST)`): a few words, capitalised, with
 * no digit or colon in them; else none.
 */
export function nameBeforeCode(text: string, code: string): string | undefined {
  const at = text.indexOf(`(${code})`);
  if (at < 0) return undefined;
  const before = text.slice(text.lastIndexOf('\n', at) + 1, at);
  let cut = 0;
  for (const m of before.matchAll(PART_START)) cut = m.index + m[0].length;
  const name = before.slice(cut).trim();
  return /^\p{Lu}[\p{L}'’ .,-]{1,40}$/u.test(name) && /\p{L}$/u.test(name) && name.split(/\s+/).length <= 5
    ? name
    : undefined;
}

/** A value that reads as a place name (no address book entry, link or sentence). */
export function isPlaceName(value: string): boolean {
  return (
    value.length >= 2 &&
    value.length <= 80 &&
    /\p{L}/u.test(value) &&
    !/[@<>]|https?:|www\./i.test(value) &&
    value.split(/\s+/).length <= 8
  );
}

/**
 * A place given by its address, perhaps after its name (`Hotel Miramar Sul, Rua 1º de Dezembro 123, Lisboa`): a
 * street and its house number, first or after a name of a few words, then a town, postal code or country of a few
 * words each. Its words may be more than a place name's.
 */
export function isAddressedPlace(value: string): boolean {
  if (value.length > 100 || /[@<>]|https?:|www\./i.test(value)) return false;
  const parts = value.split(/\s*,\s*/);
  const at = parts.findIndex((part) => STREET_AND_NUMBER.test(part));
  const name = parts[0] ?? '';
  if (at < 0 || at > 1 || (at === 1 && (/\d/.test(name) || name.split(/\s+/).length > 5))) return false;
  return parts.slice(at + 1).every((part) => part !== '' && part.split(/\s+/).length <= 4);
}

/** A railway station the station data knows by this name. */
export function stationIn(place: string): string | undefined {
  const name = place
    .replace(/\s*\((?:platform|gleis|voie|bin\.?|binario|spoor|vía|via)[^)]*\)\s*$/i, '')
    .replace(/[\s,]+(?:platform|track|gleis|voie|binario|spoor|vía)\s+[\p{L}\d]{1,4}\s*$/iu, '')
    // `Paris Gare de Lyon Hall 1 & 2`: the halls French stations print after their name.
    .replace(/[\s,-]+hall\s+\d(?:\s*(?:&|et|and|-|\/)\s*\d)?\s*$/iu, '')
    .trim();
  // `Köln Hbf (QKL)`: the station's code, as airlines print the stations of their rail legs, is no part of its name.
  const uncoded = name.replace(/\s*\([A-Z]{3}\)$/, '');
  if (uncoded !== name && isPlaceName(uncoded) && findStationByName(uncoded)) return uncoded;
  return isPlaceName(name) && findStationByName(name) ? name : undefined;
}

/** A word of a bus station's name: a station the data files with the railway's may be one (`Berlin ZOB`). */
const BUS_STATION =
  /(?<![\p{L}])(?:bus|busbf|zob|coach|autobus|autobuses|autocares|autostazione|rodoviária)(?![\p{L}])/iu;

/**
 * A place the station data knows by its own full name, word for word (`Manchester Piccadilly`, `Praha hl.n.`): not a
 * town's name alone (`Leeds`), a name only some of whose words are a station's (`Madrid - Estación Sur`), an airport
 * or a bus station. Enough to tell a ride that names no vehicle as a train's.
 */
export function isStationByFullName(place: string): boolean {
  const name = place.trim();
  if (!isPlaceName(name) || BUS_STATION.test(name) || findCity(name) || airportIn(name)) return false;
  const station = findStationByName(name);
  if (!station || BUS_STATION.test(station.name)) return false;
  const printed = new Set(stationTokens(name));
  const own = new Set(stationTokens(station.name));
  return printed.size === own.size && [...printed].every((word) => own.has(word));
}

/**
 * A railway station, or a city the data knows where a labelled train ends without naming one of its stations
 * (`Arrives: London 10:41`): its name, as the document writes it.
 */
export function stationOrCityIn(place: string): string | undefined {
  const station = stationIn(place);
  if (station) return station;
  const name = place.trim();
  return isPlaceName(name) && name.split(/\s+/).length <= 3 && findCity(name) ? name : undefined;
}

/** The town a place's name begins with (`New York Penn Station` → `New York`), when the gazetteer knows it. */
export function townOf(place: string, country?: string): string | undefined {
  const words = (place.split(/\s*[,(]\s*/)[0] ?? '').split(/\s+/);
  for (let k = Math.min(4, words.length); k >= 1; k--) {
    const town = words.slice(0, k).join(' ');
    if (findCity(town, country)) return town;
  }
  return undefined;
}

/**
 * A stop or port named by a place the data knows: a station, an airport, or a city (its first part before a comma).
 * A town's name that several countries share (`Valencia`) names a place in the country given, where one is.
 */
export function knownPlace(place: string, country?: string): string | undefined {
  return placeFound(place, country) ? place : undefined;
}

/** The country of a stop or port `knownPlace` knows on its own: its station's, or its town's. */
export function countryOfPlace(place: string): string | undefined {
  return placeFound(place)?.country;
}

/** What the data knows a stop or port by (see `knownPlace`): its station, else the town its name opens with. */
function placeFound(place: string, country?: string): { country: string } | undefined {
  if (!isPlaceName(place)) return undefined;
  const station = findStationByName(place, country);
  if (station) return station;
  const city = place.split(/\s*[,(]\s*/)[0] ?? '';
  const whole = findCity(city, country);
  if (whole) return whole;
  // "Dover Eastern Docks", "Berlin ZOB", "Brussel-Noord": the town leads the stop's name, perhaps joined to it by a
  // hyphen before a capital.
  const words = city.split(/\s+|-(?=\p{Lu})/u);
  for (let k = words.length - 1; k >= 1; k--) {
    const town = findCity(words.slice(0, k).join(' '), country);
    if (town) return town;
  }
  return undefined;
}

/** Russian airports print their terminals' Latin letters in the Cyrillic letters that look the same. */
const CYRILLIC_TERMINAL: Readonly<Record<string, string>> = { А: 'A', В: 'B', С: 'C', Д: 'D', Е: 'E', Ф: 'F' };

/** The terminal an airport value names: "Milan Malpensa (Terminal 2)", "Пулково (LED) Терминал: 1". */
export function terminalIn(place: string): string | undefined {
  const m = TERMINAL.exec(place);
  const code = m?.[1]?.toUpperCase();
  return code ? (CYRILLIC_TERMINAL[code] ?? code) : undefined;
}

/** The words for a platform or track, in the languages of the labels. */
export const PLATFORM_WORDS = 'gleis|bahnsteig|platform|track|voie|binario|spoor|spår|spor|peron|perron|kolej|vía';

/**
 * The platform or track printed after a stop: `Gleis 8`, `Bahnsteig 2`, `Platform 4a`, `Track 5`, `Voie 5`, `Binario
 * 3`, `Spoor 7`, `Spår 3`, `Peron 2`, `Kolej 4`, `Vía 6`, the platform's number with its sectors (`13A-C`, `6 D-G`) or
 * its halves (`3a/b`).
 */
const PLATFORM = new RegExp(
  `(?<![\\p{L}])(?:${PLATFORM_WORDS})\\s+(\\d{1,3}(?:[a-z](?:-[a-z]|\\/[a-z](?![\\p{L}\\d]))?|\\s[a-z] ?- ?[a-z])?)(?![\\p{L}\\d])`,
  'giu',
);

/**
 * A platform named by the part of the station it is in, then its number: `Gleis Fern 6`, `Platform Regio 3` (the
 * word capitalised, so that `platform at 10:15` names none).
 */
const NAMED_PLATFORM =
  /(?<![\p{L}])(?:Gleis|Bahnsteig|Platform|Voie|Binario|Spoor|Spår|Spor|Peron|Perron|Kolej|Vía)\s+(\p{Lu}\p{Ll}{2,9}\s\d{1,3}[a-z]?)(?![\p{L}\d])/gu;

/** The platform a stop's value names (`Nürnberg Hbf 07:28 Gleis 8`), and the value without it. */
export function platformIn(place: string): { platform: string | undefined; rest: string } {
  const numbered = matchAll(place, PLATFORM);
  const pattern = numbered.length > 0 ? PLATFORM : NAMED_PLATFORM;
  const found = numbered.length > 0 ? numbered : matchAll(place, NAMED_PLATFORM);
  if (found.length !== 1) return { platform: undefined, rest: place };
  const platform = found[0]?.[1]?.replace(/\s+/g, ' ');
  return { platform, rest: place.replace(pattern, ' ').replace(/\s+/g, ' ').trim() };
}

/** Countries whose people write a slashed day month first (`12/25/2018`). */
const MONTH_FIRST_COUNTRIES = new Set(['US', 'CA', 'PH', 'FM', 'MH', 'PW', 'GU', 'PR', 'VI', 'AS', 'MP', 'UM']);

/**
 * Whether a document's slashed days read day first because of where it flies: it names two airports or more by their
 * codes in brackets (`Brussels (BRU)`), all known and none in a country that writes the month first, and it prices
 * nothing in dollars (an American agency may sell a flight in Europe and write its days month first).
 */
export function airportsWriteDayFirst(text: string): boolean {
  if (/\$|\bUSD\b|\bdollars?\b/i.test(text)) return false;
  const codes = new Set<string>();
  let seen = 0;
  for (const m of text.matchAll(/\(([A-Z]{3})\)/g)) {
    if (++seen > 40) break;
    const country = findAirport(m[1])?.country;
    if (!country || MONTH_FIRST_COUNTRIES.has(country)) return false;
    codes.add(`${m[1]}`);
  }
  return codes.size >= 2;
}
