/**
 * The kinds of ride the general readers tell apart, the words a document uses for them, and vehicles named by their
 * service or kind and number.
 */
import { factOfLabel } from './labelled-facts.js';
import type { Fact } from './labels.js';

export type Mode = 'flight' | 'train' | 'bus' | 'ferry';
const MODES: readonly Mode[] = ['flight', 'train', 'bus', 'ferry'];

/** Whether a fact names a ride's kind: a flight, train, bus or ferry. */
export function isMode(fact: Fact): fact is Mode {
  return (MODES as readonly Fact[]).includes(fact);
}

/** The words for a train or the railway in the languages of the labels: a document that uses one speaks of trains. */
export const RAIL_WORDS =
  'trains?|rail|railway|zug|züge|bahn|tren|trenes|treno|treni|trein|treinen|tåg|tog|vlak(?:u|em|y|ové|ový|ů)?|pociąg(?:u|iem|i|ów)?|comboio';

/**
 * A train named by its service, in two words or more or with a number's sign, then its number: `TGV INOUI 6607`,
 * `SJ Snabbtåg 421`, `OUIGO n° 7802`. A code and number (`ICE 874`, `RJ 1037`) is the train's number whole, as the
 * German and Austrian railways print it; the French railways' services are names apart from the number.
 */
const SERVICE_AND_NUMBER =
  /^(\p{L}[\p{L}-]*(?:\s+\p{L}[\p{L}-]*){1,2}|\p{L}[\p{L}-]+(?=\s*n[°º]))\s*(?:n[°º]\s*)?(\d{1,5})$/u;

/**
 * The French railways' services, printed in one word before the train's number (`TGV 6687`, `OUIGO 7802`,
 * `TER 17419`, `Intercités 3601`): the service is the train's name and the number alone is the train's, as SNCF's
 * tickets and its e-billets' barcodes give it.
 */
const FRENCH_SERVICE_AND_NUMBER = /^(TGV|OUIGO|TER|INTERCIT[ÉE]S|Intercit[ée]s)\s?(\d{1,5})$/u;

/** The service's name and the train's number of a train named so, or of one word for a train (`Snabbtåg 421`). */
export function serviceAndNumber(vehicle: string | undefined): { name: string; number: string } | undefined {
  const m = vehicle
    ? (SERVICE_AND_NUMBER.exec(vehicle) ??
      FRENCH_SERVICE_AND_NUMBER.exec(vehicle) ??
      (TRAIN_SERVICE.test(vehicle) ? /^(.+?)\s+(\d{1,5})$/.exec(vehicle) : null))
    : null;
  return m?.[1] && m[2] ? { name: m[1], number: m[2] } : undefined;
}

/** The codes of trains' kinds that timetables print before a train's number (`ICE`, `IC`, `RE`, `TGV`…). */
export const TRAIN_CODES = 'ICE|ECE|IC|EC|EN|NJ|RJX?|IRE|RE|RB|MEX|FLX|WB|IR|TGV';

/** A train named by its kind's code and number, as timetables print them: `IC 133`, `ICE 1035`, `TGV 6420`. */
export const TRAIN_PRODUCT = new RegExp(`^(?:${TRAIN_CODES})\\s?\\d{1,5}$`);
/** A train named by its service, whose last word is the word for a train, then its number: `SJ Snabbtåg 421`. */
export const TRAIN_SERVICE = /^(?:\p{Lu}{2,4}\s+)?\p{L}*(?:tåg|tog|zug|train|treno|tren|trein)\s+\d{1,5}$/iu;

/** A service's name of capitalised words, as printed after a train's number: `Northeast Regional`, `Keystone Service`. */
const SERVICE_NAME = /^\p{Lu}[\p{L}'&.-]*(?: \p{Lu}[\p{L}'&.-]*){0,3}$/u;

/**
 * "Train 171 Northeast Regional", "Tåg 7862", "Linje 830": a train or bus by its number, perhaps its service's name.
 * A train's service named in capitalised words comes before its number (`Northeast Regional 171`), as the ride's
 * reader takes a service and number.
 */
export function numberedService(cell: string): { fact: SpokenKind; value: string } | undefined {
  const service = /^(\p{L}{2,12})\s+(?:n[°º]\s?|no\.\s?)?(\d{1,5})(?:\s+(\p{L}[\p{L} .'&-]{2,40}))?$/iu.exec(cell);
  const mode = service?.[1] ? factOfLabel(service[1]) : undefined;
  if (!service?.[2] || (mode !== 'train' && mode !== 'bus')) return undefined;
  const name = service[3]?.trim();
  const named = mode === 'train' && name && SERVICE_NAME.test(name) && name.includes(' ');
  return { fact: mode, value: named ? `${name} ${service[2]}` : service[2] };
}

/** The words for a bus in the languages of the labels (not `coach`, a train's carriage as often as a bus). */
export const BUS_WORDS =
  'bus|buses|busfahrt(?:en)?|busreisen?|autobus(?:u|em|y|ové|ový|ů|owy)?|autobús|autobuses|fernbus|autocar|autocarro|buss|pullman';
/** The words for a ferry in the languages of the labels. */
export const FERRY_WORDS = 'ferry|ferries|fähre|fähren|ferje|färja|færge|traghetto|veerboot|sailing|ferri';

/**
 * Whether one of the words stands in a text as a word of its own, in any case: as
 * `(?<![\p{L}])(?:words)(?![\p{L}])` finds it. That pattern tries its look behind at every place of the text before
 * the words, which cost most of its time; the words are looked for first, and the letter before one only where it
 * stands, by the whole pattern tried at that place alone.
 */
export function wordsFound(words: string): (text: string) => boolean {
  const anywhere = new RegExp(`(?:${words})(?![\\p{L}])`, 'giu');
  const here = new RegExp(`(?<![\\p{L}])(?:${words})(?![\\p{L}])`, 'iuy');
  return (text) => {
    anywhere.lastIndex = 0;
    for (let m = anywhere.exec(text); m; m = anywhere.exec(text)) {
      here.lastIndex = m.index;
      if (here.test(text)) return true;
      // Each word begins with a letter of one code unit: the next place to look is the one after it.
      anywhere.lastIndex = m.index + 1;
    }
    return false;
  };
}

/**
 * The words for the bay a coach leaves from at a bus station, which no train or ship leaves from: `dársena` (a mail
 * that asks its traveller to be at the bay fifteen minutes early speaks of buses), `Bussteig`; and the words for a
 * bus station that name no bus in a word of its own (`Grenoble Gare Routière`, `Busbahnhof`, `Praha ÚAN Florenc`).
 */
const BUS_BAY_WORDS =
  'dársenas?|darsenas?|bussteige?|gares? routières?|gares? routieres?|busbahnhof|autostazione|rodoviária|rodoviaria|busstation(?:en)?|bussterminal(?:en)?|úan';
const speaksOfBuses = wordsFound(`${BUS_WORDS}|${BUS_BAY_WORDS}`);
const speaksOfTrains = wordsFound(RAIL_WORDS);
const speaksOfFerries = wordsFound(FERRY_WORDS);

/** A kind of ride a document may speak of without naming its vehicle. */
export type SpokenKind = 'bus' | 'train' | 'ferry';

/** The kinds of ride a text speaks of: buses, trains and ferries, in that order. */
export function kindsSpokenOf(text: string): SpokenKind[] {
  return (
    [
      ['bus', speaksOfBuses],
      ['train', speaksOfTrains],
      ['ferry', speaksOfFerries],
    ] as const
  )
    .filter(([, speaksOf]) => speaksOf(text))
    .map(([kind]) => kind);
}

/** The kind of ride a document speaks of: buses, trains or ferries, when it speaks of one of them only. */
export function kindSpokenOf(text: string): SpokenKind | undefined {
  const kinds = kindsSpokenOf(text);
  return kinds.length === 1 ? kinds[0] : undefined;
}
