/**
 * Finds the calendar dates a booking email writes — ISO, numeric (12.03.2025, 03/12/2025), with month names in the
 * languages of our samples (12 Mar 2025, March 12, 2025, 12. März 2025, 12 de marzo de 2025, 15MAR25), CJK — and
 * writes each again moved by a number of days, in the same form, language, case and padding. The demo moves its
 * samples by whole weeks, so weekday names next to the dates stay true.
 */

const DAY_MS = 86_400_000;

/** Month names, twelve per list; a list is one language and one form (full, abbreviated, genitive). */
const MONTH_LISTS: Record<string, readonly string[]> = {
  en: 'January February March April May June July August September October November December'.split(' '),
  'en-short': 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' '),
  'en-short-sept': 'Jan Feb Mar Apr May Jun Jul Aug Sept Oct Nov Dec'.split(' '),
  de: 'Januar Februar März April Mai Juni Juli August September Oktober November Dezember'.split(' '),
  'de-short': 'Jan Feb Mär Apr Mai Jun Jul Aug Sep Okt Nov Dez'.split(' '),
  fr: 'janvier février mars avril mai juin juillet août septembre octobre novembre décembre'.split(' '),
  'fr-short': 'janv févr mars avr mai juin juil août sept oct nov déc'.split(' '),
  es: 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre'.split(' '),
  'es-short': 'ene feb mar abr may jun jul ago sep oct nov dic'.split(' '),
  it: 'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre'.split(' '),
  'it-short': 'gen feb mar apr mag giu lug ago set ott nov dic'.split(' '),
  pt: 'janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro'.split(' '),
  'pt-short': 'jan fev mar abr mai jun jul ago set out nov dez'.split(' '),
  nl: 'januari februari maart april mei juni juli augustus september oktober november december'.split(' '),
  'nl-short': 'jan feb mrt apr mei jun jul aug sep okt nov dec'.split(' '),
  sv: 'januari februari mars april maj juni juli augusti september oktober november december'.split(' '),
  'sv-short': 'jan feb mars apr maj juni juli aug sep okt nov dec'.split(' '),
  da: 'januar februar marts april maj juni juli august september oktober november december'.split(' '),
  'da-short': 'jan feb mar apr maj jun jul aug sep okt nov dec'.split(' '),
  no: 'januar februar mars april mai juni juli august september oktober november desember'.split(' '),
  'no-short': 'jan feb mar apr mai jun jul aug sep okt nov des'.split(' '),
  fi: 'tammikuuta helmikuuta maaliskuuta huhtikuuta toukokuuta kesäkuuta heinäkuuta elokuuta syyskuuta lokakuuta marraskuuta joulukuuta'.split(
    ' ',
  ),
  pl: 'stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada grudnia'.split(' '),
  cs: 'ledna února března dubna května června července srpna září října listopadu prosince'.split(' '),
  sk: 'januára februára marca apríla mája júna júla augusta septembra októbra novembra decembra'.split(' '),
  hu: 'január február március április május június július augusztus szeptember október november december'.split(' '),
  tr: 'Ocak Şubat Mart Nisan Mayıs Haziran Temmuz Ağustos Eylül Ekim Kasım Aralık'.split(' '),
};
const LIST_NAMES = Object.keys(MONTH_LISTS);
const languageOf = (list: string) => list.split('-')[0] as string;
const LANGUAGES = [...new Set(LIST_NAMES.map(languageOf))];

/** Every list each lower-cased month name belongs to, with its month (1–12). */
const LISTS_OF_NAME = new Map<string, { list: string; month: number }[]>();
for (const list of LIST_NAMES) {
  (MONTH_LISTS[list] as readonly string[]).forEach((name, index) => {
    const key = name.toLocaleLowerCase('und');
    const entries = LISTS_OF_NAME.get(key) ?? [];
    if (!entries.some((e) => e.list === list)) entries.push({ list, month: index + 1 });
    LISTS_OF_NAME.set(key, entries);
  });
}

/** A text as a regular expression that matches it literally. */
export const asLiteral = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The month names of some languages as one regular-expression group, longest first. */
function monthGroup(languages: readonly string[]): string {
  const names = [...LISTS_OF_NAME.entries()]
    .filter(([, entries]) => entries.some((e) => languages.includes(languageOf(e.list))))
    .map(([name]) => name);
  return `(${names
    .sort((a, b) => b.length - a.length)
    .map(asLiteral)
    .join('|')})`;
}
/** Spaces as mail writes them: plain, no-break, or the HTML entity. */
const SP = '(?:[ \\t\\u00a0]|&nbsp;|&#160;)+';
const SHORT_UPPER = 'JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC';

/** One way of writing a date: its pattern, and how a match reads and is written again. */
interface Shape {
  pattern: RegExp;
  read(match: RegExpExecArray, style: DateStyle): Parts | null;
}

/** A date as found: its numbers, with the year absent when the text gives none. */
interface Parts {
  year: number | null;
  month: number;
  day: number;
  write(date: { year: number; month: number; day: number }): string;
}

/** What an email's dates have in common, which decides the ambiguous ones. */
export interface DateStyle {
  /** The language its month names are mostly in (`en`, `de`, …). */
  language: string;
  /** Whether abbreviated month names outnumber full ones (decides `May` in English). */
  short: boolean;
  /** Whether numeric dates with a slash put the month first (US). */
  monthFirst: boolean;
  /** Whether days and months below ten are written with a leading zero. */
  padded: boolean;
  /** The day dates without a year are read near: the email's own date. */
  reference: Date;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Writes a number as the original was written: padded when it was, or when the email pads. */
function number(n: number, original: string, style: DateStyle, alwaysPad = false): string {
  const padded = alwaysPad || original.startsWith('0') || (original.length === 2 && style.padded);
  return padded ? pad2(n) : String(n);
}

function writeYear(year: number, original: string): string {
  return original.length === 2 ? pad2(year % 100) : String(year);
}

function englishOrdinal(day: number): string {
  if (day % 100 >= 11 && day % 100 <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][day % 10] ?? 'th';
}

/** A day's ordinal suffix written again for the new day (`1st` → `8th`, French `1er` → `8`). */
function writeSuffix(suffix: string | undefined, day: number): string {
  if (!suffix) return '';
  if (/^(st|nd|rd|th)$/i.test(suffix)) {
    const next = englishOrdinal(day);
    return suffix === suffix.toUpperCase() ? next.toUpperCase() : next;
  }
  if (suffix.toLowerCase() === 'er') return day === 1 ? suffix : '';
  return suffix;
}

/** The list a month name is read from: the email's language first, then its form (abbreviated or full). */
function listOf(name: string, style: DateStyle): { list: string; month: number } | null {
  const entries = LISTS_OF_NAME.get(name.toLocaleLowerCase('und'));
  if (!entries || entries.length === 0) return null;
  const own = entries.filter((e) => languageOf(e.list) === style.language);
  const pool = own.length > 0 ? own : entries;
  const form = pool.find((e) => e.list.includes('-short') === style.short) ?? pool[0];
  return form ?? null;
}

/** The month name of a list for a month, in the case the original was written in. */
function writeMonth(list: string, month: number, original: string): string {
  const name = (MONTH_LISTS[list] as readonly string[])[month - 1] as string;
  if (original.length > 1 && original === original.toLocaleUpperCase('und')) return name.toLocaleUpperCase('und');
  const first = original.charAt(0);
  const capital = first === first.toLocaleUpperCase('und') && first !== first.toLocaleLowerCase('und');
  return capital
    ? name.charAt(0).toLocaleUpperCase('und') + name.slice(1)
    : name.charAt(0).toLocaleLowerCase('und') + name.slice(1);
}

const isDay = (d: number) => d >= 1 && d <= 31;
const isMonth = (m: number) => m >= 1 && m <= 12;
/** A year as written: four digits from 1990, or two digits read as 20xx. */
function readYear(text: string | undefined): number | null {
  if (!text) return null;
  const value = Number(text);
  if (text.length === 2) return 2000 + value;
  return value >= 1990 && value <= 2099 ? value : Number.NaN;
}

const NUMERIC_SHAPES: Shape[] = [
  // 2025-03-12, also inside 2025-03-12T13:20:00
  {
    pattern: /(?<![\p{N}-])(\d{4})-(\d{2})-(\d{2})(?![\p{N}])/gu,
    read: (m) => ({
      year: Number(m[1]),
      month: Number(m[2]),
      day: Number(m[3]),
      write: (d) => `${d.year}-${pad2(d.month)}-${pad2(d.day)}`,
    }),
  },
  // iCalendar: 20250312T132000Z
  {
    pattern: /(?<![\p{N}])(\d{4})(\d{2})(\d{2})(?=T\d{4})/gu,
    read: (m) => ({
      year: Number(m[1]),
      month: Number(m[2]),
      day: Number(m[3]),
      write: (d) => `${d.year}${pad2(d.month)}${pad2(d.day)}`,
    }),
  },
  // 12.03.2025, 12.3.25
  {
    pattern: /(?<![\p{N}.])(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})(?![\p{N}]|\.\d)/gu,
    read: (m, style) => ({
      year: readYear(m[3]),
      month: Number(m[2]),
      day: Number(m[1]),
      write: (d) =>
        `${number(d.day, m[1] as string, style)}.${number(d.month, m[2] as string, style)}.${writeYear(d.year, m[3] as string)}`,
    }),
  },
  // 2025.03.12 (Hungarian)
  {
    pattern: /(?<![\p{N}.])(\d{4})\.(\d{1,2})\.(\d{1,2})(?![\p{N}]|\.\d)/gu,
    read: (m, style) => ({
      year: Number(m[1]),
      month: Number(m[2]),
      day: Number(m[3]),
      write: (d) => `${d.year}.${number(d.month, m[2] as string, style)}.${number(d.day, m[3] as string, style)}`,
    }),
  },
  // 12/03/2025 or 03/12/2025 as the email orders them
  {
    pattern: /(?<![\p{N}/])(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})(?![\p{N}/])/gu,
    read: (m, style) => {
      const [first, second] = style.monthFirst ? [m[2], m[1]] : [m[1], m[2]];
      return {
        year: readYear(m[3]),
        month: Number(second),
        day: Number(first),
        write: (d) => {
          const day = number(d.day, first as string, style);
          const month = number(d.month, second as string, style);
          return `${style.monthFirst ? `${month}/${day}` : `${day}/${month}`}/${writeYear(d.year, m[3] as string)}`;
        },
      };
    },
  },
  // 2025/03/12
  {
    pattern: /(?<![\p{N}/])(\d{4})\/(\d{1,2})\/(\d{1,2})(?![\p{N}/])/gu,
    read: (m, style) => ({
      year: Number(m[1]),
      month: Number(m[2]),
      day: Number(m[3]),
      write: (d) => `${d.year}/${number(d.month, m[2] as string, style)}/${number(d.day, m[3] as string, style)}`,
    }),
  },
  // 12-03-2025
  {
    pattern: /(?<![\p{N}-])(\d{1,2})-(\d{1,2})-(\d{4})(?![\p{N}-])/gu,
    read: (m, style) => ({
      year: Number(m[3]),
      month: Number(m[2]),
      day: Number(m[1]),
      write: (d) => `${number(d.day, m[1] as string, style)}-${number(d.month, m[2] as string, style)}-${d.year}`,
    }),
  },
  // 2025年3月12日, 2025년 3월 12일
  {
    pattern: /(\d{4})(年|년\s?)(\d{1,2})(月|월\s?)(\d{1,2})(日|일)/gu,
    read: (m, style) => ({
      year: Number(m[1]),
      month: Number(m[3]),
      day: Number(m[5]),
      write: (d) =>
        `${d.year}${m[2]}${number(d.month, m[3] as string, style)}${m[4]}${number(d.day, m[5] as string, style)}${m[6]}`,
    }),
  },
  // 3月12日
  {
    pattern: /(?<![\p{N}年])(\d{1,2})月(\d{1,2})日/gu,
    read: (m, style) => ({
      year: null,
      month: Number(m[1]),
      day: Number(m[2]),
      write: (d) => `${number(d.month, m[1] as string, style)}月${number(d.day, m[2] as string, style)}日`,
    }),
  },
  // Airline style: 12MAR25, 12MAR2025, 12MAR
  {
    pattern: new RegExp(`(?<![\\p{L}\\p{N}])(\\d{2})(${SHORT_UPPER})(\\d{4}|\\d{2})?(?![\\p{L}\\p{N}])`, 'gu'),
    read: (m) => {
      const month = (MONTH_LISTS['en-short'] as readonly string[]).findIndex((n) => n.toUpperCase() === m[2]) + 1;
      return {
        year: readYear(m[3]),
        month,
        day: Number(m[1]),
        write: (d) =>
          `${pad2(d.day)}${(MONTH_LISTS['en-short'] as readonly string[])[d.month - 1]?.toUpperCase()}${m[3] ? writeYear(d.year, m[3]) : ''}`,
      };
    },
  },
];

/** Dates written with month names of the given group (see monthGroup). */
const nameShapes = (MONTH: string): Shape[] => [
  // 12 March 2025, 12. März 2025, 12 de marzo de 2025, 1er mars, 12-Mar-2025, 12th of March
  {
    pattern: new RegExp(
      `(?<![\\p{L}\\p{N}.,])(\\d{1,2})(st|nd|rd|th|er)?(\\.)?(${SP}(?:de|of)${SP}|${SP}|-)${MONTH}(\\.)?(?:(,?${SP}(?:de|del)${SP}|,?${SP}|-|,)(\\d{4}|\\d{2}(?![\\p{N}:.])))?(?![\\p{L}\\p{N}])`,
      'giu',
    ),
    read: (m, style) => {
      const found = listOf(m[5] as string, style);
      if (!found) return null;
      return {
        year: readYear(m[8]),
        month: found.month,
        day: Number(m[1]),
        write: (d) =>
          `${number(d.day, m[1] as string, style)}${writeSuffix(m[2], d.day)}${m[3] ?? ''}${m[4]}${writeMonth(found.list, d.month, m[5] as string)}${m[6] ?? ''}${m[8] ? `${m[7]}${writeYear(d.year, m[8])}` : ''}`,
      };
    },
  },
  // March 12, 2025; Mar 12; March 12th 2025
  {
    pattern: new RegExp(
      `(?<![\\p{L}\\p{N}])${MONTH}(\\.)?(${SP})(\\d{1,2})(st|nd|rd|th)?(?![\\p{L}\\p{N}:])(?:(,?${SP})(\\d{4})(?![\\p{N}:]))?`,
      'giu',
    ),
    read: (m, style) => {
      const found = listOf(m[1] as string, style);
      if (!found) return null;
      return {
        year: readYear(m[7]),
        month: found.month,
        day: Number(m[4]),
        write: (d) =>
          `${writeMonth(found.list, d.month, m[1] as string)}${m[2] ?? ''}${m[3]}${number(d.day, m[4] as string, style)}${writeSuffix(m[5], d.day)}${m[7] ? `${m[6]}${d.year}` : ''}`,
      };
    },
  },
  // Hungarian: 2025. március 12.
  {
    pattern: new RegExp(`(?<![\\p{N}])(\\d{4})\\.(${SP})${MONTH}(${SP})(\\d{1,2})\\.`, 'giu'),
    read: (m, style) => {
      const found = listOf(m[3] as string, style);
      if (!found) return null;
      return {
        year: Number(m[1]),
        month: found.month,
        day: Number(m[5]),
        write: (d) =>
          `${d.year}.${m[2]}${writeMonth(found.list, d.month, m[3] as string)}${m[4]}${number(d.day, m[5] as string, style)}.`,
      };
    },
  },
];

const shapesByLanguage = new Map<string, Shape[]>();
/** The shapes of an email's dates: the numeric ones, and month names in its language and in English. */
function shapesOf(style: DateStyle): Shape[] {
  let shapes = shapesByLanguage.get(style.language);
  if (!shapes) {
    shapes = [...NUMERIC_SHAPES, ...nameShapes(monthGroup([...new Set([style.language, 'en'])]))];
    shapesByLanguage.set(style.language, shapes);
  }
  return shapes;
}

/** A date found in a text: where it is, what it says, and how to write another date in its place. */
export interface DateMention {
  start: number;
  end: number;
  text: string;
  date: { year: number; month: number; day: number };
  /** Whether the text wrote the year (dates without one are read near the email's own date). */
  hasYear: boolean;
  write(date: { year: number; month: number; day: number }): string;
}

function isRealDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !isMonth(month) || !isDay(day)) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The year a date without one most likely has: the one putting it nearest after the email's own date. */
function yearNear(month: number, day: number, reference: Date): number {
  const base = reference.getUTCFullYear();
  const from = reference.getTime() - 60 * DAY_MS;
  for (const year of [base - 1, base, base + 1]) {
    if (Date.UTC(year, month - 1, day) >= from) return year;
  }
  return base;
}

/** Every date mention of a text, without overlaps (the longest wins where two start together). */
export function findDates(text: string, style: DateStyle): DateMention[] {
  const found: DateMention[] = [];
  for (const shape of shapesOf(style)) {
    shape.pattern.lastIndex = 0;
    for (let m = shape.pattern.exec(text); m; m = shape.pattern.exec(text)) {
      const parts = shape.read(m, style);
      if (!parts) continue;
      const year = parts.year ?? yearNear(parts.month, parts.day, style.reference);
      if (!isRealDate(year, parts.month, parts.day)) continue;
      found.push({
        start: m.index,
        end: m.index + m[0].length,
        text: m[0],
        date: { year, month: parts.month, day: parts.day },
        hasYear: parts.year !== null,
        write: parts.write,
      });
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: DateMention[] = [];
  for (const mention of found) {
    const last = kept.at(-1);
    if (last && mention.start < last.end) continue;
    kept.push(mention);
  }
  return kept;
}

/** Moves a calendar date by whole days. */
export function addDays(date: { year: number; month: number; day: number }, days: number) {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day) + days * DAY_MS);
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** Writes every date of a text again, moved by `days`. */
export function shiftDates(text: string, days: number, style: DateStyle): string {
  let out = '';
  let at = 0;
  for (const mention of findDates(text, style)) {
    out += text.slice(at, mention.start) + mention.write(addDays(mention.date, days));
    at = mention.end;
  }
  return out + text.slice(at);
}

/** How an email writes its dates, read from all of it: its language, abbreviations, day order and padding. */
export function readDateStyle(text: string, reference: Date): DateStyle {
  // Full month names tell the language (abbreviations are shared by too many); then, within it, the form.
  const mentioned: { list: string; month: number }[][] = [];
  // Only names next to a day number count: abbreviations of some languages are common words elsewhere.
  const group = monthGroup(LANGUAGES);
  const names = new RegExp(
    `(?<![\\p{L}\\p{N}])\\d{1,2}\\.?(?:${SP}(?:de${SP})?|-)${group}(?![\\p{L}])|(?<![\\p{L}])${group}\\.?${SP}\\d{1,2}(?![\\p{N}])`,
    'giu',
  );
  for (let m = names.exec(text); m; m = names.exec(text)) {
    const name = (m[1] ?? m[2]) as string;
    mentioned.push(LISTS_OF_NAME.get(name.toLocaleLowerCase('und')) ?? []);
  }
  const scores = new Map<string, number>();
  const score = (forms: (list: string) => boolean) => {
    for (const entries of mentioned) {
      const languages = new Set(entries.filter((e) => forms(e.list)).map((e) => languageOf(e.list)));
      for (const language of languages) scores.set(language, (scores.get(language) ?? 0) + 1 / languages.size);
    }
  };
  score((list) => !list.includes('-short'));
  // Without a full name, English abbreviations make it English (other languages' abbreviations include common
  // words: `out`, `set`, `gen`); else the abbreviations decide, the first language listed winning a tie.
  const english = mentioned.some((entries) => entries.some((e) => languageOf(e.list) === 'en'));
  if (scores.size === 0 && !english) score(() => true);
  const language = [...scores.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'en';
  let short = 0;
  let full = 0;
  for (const entries of mentioned) {
    const own = entries.filter((e) => languageOf(e.list) === language);
    if (own.length > 0 && own.every((e) => e.list.includes('-short'))) short += 1;
    if (own.length > 0 && own.every((e) => !e.list.includes('-short'))) full += 1;
  }

  // Slashed dates put the month first when a first number is a month and a second one cannot be.
  let monthFirst = false;
  let dayFirst = false;
  for (const m of text.matchAll(/(?<![\p{N}/])(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})(?![\p{N}/])/gu)) {
    if (Number(m[1]) > 12) dayFirst = true;
    if (Number(m[2]) > 12) monthFirst = true;
  }
  if (monthFirst && dayFirst) monthFirst = false;
  if (!monthFirst && !dayFirst) monthFirst = /\bUSD\b|\$\s?\d/.test(text);

  const padded = /(?<![\p{N}])0[1-9][./-](?:\d|[\p{L}])|(?<![\p{N}])0[1-9](?:[ \u00a0]|&nbsp;)\p{L}/u.test(text);
  return { language, short: short > full, monthFirst, padded, reference };
}

/** Year numbers in a text outside its date mentions: a date written some way the finder does not know. */
export function yearsOutsideDates(text: string, style: DateStyle): string[] {
  const mentions = findDates(text, style);
  const outside: string[] = [];
  for (const m of text.matchAll(/(?<![\p{L}\p{N}])(?:19|20)\d{2}(?![\p{N}])/gu)) {
    const at = m.index ?? 0;
    if (mentions.some((d) => at >= d.start && at < d.end)) continue;
    outside.push(text.slice(Math.max(0, at - 30), at + 10).replace(/\s+/g, ' '));
  }
  return outside;
}
