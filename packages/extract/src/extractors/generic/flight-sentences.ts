/**
 * A flight told in a sentence, as airlines write notices of a delay, a change or a check-in: `your flight HV5314 from
 * Cyprus (Larnaca) to Amsterdam (Schiphol) on 30/12/2025 has been delayed … The new departure time is 14:25`, read as
 * labelled facts (the flight, its departure's place and day, with the clock the sentence gives, and its arrival's
 * place). The places must still resolve and the designator read when the facts are built, or nothing is.
 */
import { clockTime } from '../lib/dates.js';
import type { ReadWhen } from './date-time.js';
import type { LabelledFact } from './labelled-facts.js';

/** A flight's designator: the airline's two characters and the number, perhaps a space between. */
const DESIGNATOR = '([A-Z][A-Z0-9]|[0-9][A-Z])\\s?(\\d{1,4})';

/** Per language, the words of `flight XY123 from A to B on DAY`: the flight's, the departure's, the arrival's, the day's. */
const SENTENCE_WORDS: readonly (readonly [flight: string, from: string, to: string, on: string])[] = [
  ['flight', 'from', 'to', 'on'],
  ['flug', 'von', 'nach', 'am'],
  ['vlucht', 'van', 'naar', 'op'],
  ['vol', 'de', 'à|vers', 'le'],
];

/** The sentence's pattern per language: the places a few words each, the day up to where the sentence goes on. */
const SENTENCES = SENTENCE_WORDS.map(
  ([flight, from, to, on]) =>
    new RegExp(
      `(?<![\\p{L}])(?:${flight})\\s+${DESIGNATOR}\\s+(?:${from})\\s+(\\p{Lu}[^.;:!?]{1,60}?)\\s+(?:${to})\\s+(\\p{Lu}[^.;:!?]{1,60}?)\\s+(?:${on})\\s+(\\S[^;!?]{4,40}?)(?=\\s+\\p{Ll}{2,}|[,;!?]|\\.(?:\\s|$)|$)`,
      'iu',
    ),
);

/** The words opening a sentence's flight in any of the languages, before its designator: a line without them is passed by. */
const FLIGHT_OPENING = new RegExp(
  `(?<![\\p{L}])(?:${SENTENCE_WORDS.map(([flight]) => flight).join('|')})\\s+${DESIGNATOR}\\s`,
  'iu',
);

/** The clock a notice gives the flight after its sentence: `The new departure time is 14:25`, `departs at 09:10`. */
const CLOCK_AFTER =
  /(?<![\p{L}])(?:new departure time is|departure time is now|now departs at|will now depart at|neue abflugzeit ist|nieuwe vertrektijd is|nouvelle heure de départ est)\s+(\d{1,2}[:.]\d{2}(?:\s?[AaPp]\.?[Mm]\.?)?)(?![\d\p{L}])/iu;

/** The longest line a sentence of a notice is read on. */
const MAX_SENTENCE = 600;

/** A flight told in a sentence of one line, as labelled facts at that line; none when the sentence gives no day. */
export function flightSentences(lines: readonly string[], read: ReadWhen): LabelledFact[] {
  for (const [line, text] of lines.entries()) {
    if (text.length > MAX_SENTENCE || !FLIGHT_OPENING.test(text)) continue;
    for (const pattern of SENTENCES) {
      const m = pattern.exec(text);
      if (!m?.[1] || !m[2] || !m[3] || !m[4] || !m[5]) continue;
      const when = read(m[5]);
      if (!when.date || when.rest?.trim()) continue;
      const told = CLOCK_AFTER.exec(text.slice(m.index + m[0].length))?.[1];
      const clock = when.clock ?? (told ? clockTime(told.replace('.', ':')) : undefined);
      const day = `${when.date}${clock ? ` ${clock}` : ''}`;
      return [
        { fact: 'flight', label: '', value: `${m[1]}${m[2]}`, line },
        { fact: 'depart', label: '', value: `${m[3].trim()} ${day}`, line },
        { fact: 'arrive', label: '', value: m[4].trim(), line },
      ];
    }
  }
  return [];
}
