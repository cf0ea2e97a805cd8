/**
 * A coach, bus or train ride told in a sentence, as coach lines write their confirmations: `Your coach departs London
 * Victoria Coach Station at 08:30 on 12 March 2026 and arrives at Birmingham Coach Station at 11:25`, read as labelled
 * facts (the ride's kind with its day, its departure's place and clock, its arrival's place and clock). The places must
 * still resolve when the ride is built, or nothing is.
 */
import { clockTime } from '../lib/dates.js';
import type { ReadWhen } from './date-time.js';
import type { LabelledFact } from './labelled-facts.js';

/** A clock on 24 hours or on twelve (`08:30`, `2:15pm`, `08h30`). */
const CLOCK = String.raw`\d{1,2}[:.h]\d{2}(?:\s?[AaPp]\.?[Mm]\.?)?`;
/** A place: a capital first, a few words, no sentence's end (a line's end within, no paragraph's). */
const PLACE = String.raw`\p{Lu}(?:[^.;:!?\n]|\n(?![ \t]*\n)){1,60}?`;
/** A day: a few words up to where the sentence goes on. */
const DAY = String.raw`\S(?:[^;:!?\n]|\n(?![ \t]*\n)){4,40}?`;

/** The words that name the ride's kind, per kind. */
const BUS_WORDS = 'coach|bus|fernbus|autocar|car';
const TRAIN_WORDS = 'train|zug';
/** A sentence's word for its ride that names a train. */
const TRAIN_WORD = new RegExp(`^(?:${TRAIN_WORDS})$`, 'i');

/**
 * The sentence per language, its groups named: the kind's word, the departure's place and clock, the day, the
 * arrival's place and clock (the day and the departure's clock in either order in English).
 */
const SENTENCES: readonly RegExp[] = [
  new RegExp(
    String.raw`(?<![\p{L}])(?<kind>${BUS_WORDS}|${TRAIN_WORDS})\s+departs\s+(?:from\s+)?(?<from>${PLACE})\s+(?:at\s+(?<departs>${CLOCK})\s+on\s+(?<day>${DAY})|on\s+(?<dayFirst>${DAY})\s+at\s+(?<departsAfter>${CLOCK}))\s+and\s+arrives\s+(?:at|in)\s+(?<to>${PLACE})\s+at\s+(?<arrives>${CLOCK})(?![\d\p{L}])`,
    'giu',
  ),
  new RegExp(
    String.raw`(?<![\p{L}])(?<kind>${BUS_WORDS}|${TRAIN_WORDS})\s+fährt\s+am\s+(?<day>${DAY})\s+um\s+(?<departs>${CLOCK})(?:\s*Uhr)?\s+(?:ab|von)\s+(?<from>${PLACE})\s+(?:ab\s+)?und\s+kommt\s+um\s+(?<arrives>${CLOCK})(?:\s*Uhr)?\s+in\s+(?<to>${PLACE})\s+an(?![\p{L}])`,
    'giu',
  ),
  new RegExp(
    String.raw`(?<![\p{L}])(?<kind>${BUS_WORDS}|${TRAIN_WORDS})\s+part\s+de\s+(?<from>${PLACE})\s+à\s+(?<departs>${CLOCK})\s+le\s+(?<day>${DAY})\s+et\s+arrive\s+à\s+(?<to>${PLACE})\s+à\s+(?<arrives>${CLOCK})(?![\d\p{L}])`,
    'giu',
  ),
];

/** The words a sentence opens its ride with in any of the languages: a text without them is passed by. */
const OPENING = /(?<![\p{L}])(?:departs|fährt|part)\s/iu;

/** A sentence's clock as `HH:MM` on 24 hours. */
function clockOf(printed: string): string | undefined {
  return clockTime(printed.replace(/(\d)h(\d)/, '$1:$2').replace('.', ':'));
}

/** Every ride told in a sentence, as labelled facts at the line the sentence opens on; none when a day does not read. */
export function rideSentences(text: string, read: ReadWhen): LabelledFact[] {
  if (!OPENING.test(text)) return [];
  const found: { at: number; facts: LabelledFact[] }[] = [];
  for (const pattern of SENTENCES) {
    for (const m of text.matchAll(pattern)) {
      const g = m.groups ?? {};
      const words = (value: string | undefined) => value?.replace(/\s+/g, ' ').trim();
      const [kindWord, from, to, printedDay] = [g.kind, words(g.from), words(g.to), words(g.day ?? g.dayFirst) ?? ''];
      const day = read(printedDay);
      const departs = clockOf(g.departs ?? g.departsAfter ?? '');
      const arrives = clockOf(g.arrives ?? '');
      if (!kindWord || !from || !to || !departs || !arrives) continue;
      if (!day.date || day.clock || day.rest.trim()) return [];
      const kind = TRAIN_WORD.test(kindWord) ? 'train' : 'bus';
      const line = text.slice(0, m.index).split('\n').length - 1;
      const at = (fact: LabelledFact['fact'], value: string): LabelledFact => ({ fact, label: '', value, line });
      found.push({
        at: m.index,
        facts: [at(kind, printedDay), at('depart', `${from} ${departs}`), at('arrive', `${to} ${arrives}`)],
      });
    }
  }
  return found.sort((a, b) => a.at - b.at).flatMap((s) => s.facts);
}
