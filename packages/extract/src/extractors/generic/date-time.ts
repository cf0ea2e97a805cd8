import { plainLetters } from '../../refdata/plain-letters.js';
import { clockText, fullYear, localDate, monthFromName, parseClock, resolveYear } from '../lib/dates.js';
import { matchAll } from '../lib/text.js';
import { DATE_WORDS } from './labels.js';

const DATE_WORD_SET = new Set(DATE_WORDS.flatMap((line) => line.split(' ')));
/** The word for an airport's terminal, in the languages of the labels. */
const TERMINAL_WORD = /^(?:terminal|terminale|terminál|терминал)$/iu;
/** The date words that are also articles, written capitalised at the head of a place's name. */
const ARTICLES = new Set(['El', 'Las', 'Los', 'Le', 'Il', 'Den', 'Al', 'Del']);

/** The marks `placeLeft` takes off the ends of what is left of a value. */
const EDGE_MARKS = new Set([',', ';', '|', '–', '—', '-']);

/** What is left of a value once its day and time are out, without the words at its ends that went with them. */
function placeLeft(rest: string, hadWhen: boolean): string {
  const words = rest.split(/\s+/).filter(Boolean);
  const isDateWord = (w: string) => {
    const bare = plainLetters(w).replace(/^[^\p{L}\d(]+|[^\p{L}\d)]+$/gu, '');
    return bare === '' || (hadWhen && DATE_WORD_SET.has(bare));
  };
  // A capitalised article before a capitalised word begins the place's name: Los Angeles, Las Palmas, El Paso.
  const beginsName = (w: string, next: string | undefined) =>
    ARTICLES.has(w) && next !== undefined && /^\p{Lu}/u.test(next) && !isDateWord(next);
  while (words.length > 0 && isDateWord(words[0] ?? '') && !beginsName(words[0] ?? '', words[1])) words.shift();
  // "Terminal A": the letter after a terminal's word is its name, even when it is also a date word ("a" in Spanish).
  const namesTerminal = (at: number) => at > 0 && TERMINAL_WORD.test(words[at - 1] ?? '');
  while (words.length > 0 && isDateWord(words[words.length - 1] ?? '') && !namesTerminal(words.length - 1)) words.pop();
  const left = words.join(' ');
  // Words hold no white space: only a mark at either end of them is taken off, and only such an end needs the pattern.
  return EDGE_MARKS.has(left.charAt(0)) || EDGE_MARKS.has(left.charAt(left.length - 1))
    ? left.replace(/^[\s,;|–—-]+|[\s,;|–—-]+$/g, '').trim()
    : left;
}

/** A day and, when written, a time read out of a labelled value, with what is left of the value once they are out. */
export interface WhenAndRest {
  /** Local ISO date. */
  date?: string;
  /** Local ISO date-time, when a time was written. */
  dateTime?: string;
  /** A time written without a day ("20:15"), as "HH:mm". */
  clock?: string;
  /** The UTC offset an ISO date-time states ("Z", "+01:00"): its clock is the wall clock at that offset. */
  offset?: string;
  /** Days past the day of the ride that a time's mark adds ("07:25 (+1)", "07:25 +1 day"). */
  daysLater?: number;
  rest: string;
}

/** Reads a value's day and time as the document writes them. */
export type ReadWhen = (value: string) => WhenAndRest;

/** The mark after a time that it falls on a later day than the ride began: "(+1)", "+1", "+2 days", "(+1 Tag)". */
/**
 * A time zone's abbreviation printed after a clock (`8:00 AM PST`, `16:30 UTC`): part of the time, not of the place.
 * Abbreviations that are also busy airports' codes (MST, IST, HKT, CET, MDT) are left to the place.
 */
const ZONE_AFTER_CLOCK =
  /^\s*\(?(?:PST|PDT|EST|EDT|CST|CDT|AKST|AKDT|HST|GMT|UTC|CEST|EEST|AEST|AEDT|NZST|NZDT)\)?(?![\p{L}\d+−-])/u;
const DAYS_LATER = /^\s*\(?\+\s?([1-3])(?:\s*(?:days?|d|tage?|jours?|d[ií]as?|dagen?|dni|dny))?\)?(?![\p{L}\d])/iu;

/**
 * An ISO day, with a time after "T" or a space; only the "T" form takes an offset ("20:15-22:30" is a range). A time
 * after a space with its half of day after it (`2025-05-10 11:00 PM`) is left to the clocks read on 12 hours.
 */
const ISO =
  /(?<!\d)(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-](?:0\d|1[0-4]):?[0-5]\d)?(?![\d:])| (\d{2}):(\d{2})(?::\d{2})?(?![\d:]|\s?[AaPp]\.?[Mm](?![A-Za-z])))?/;
/**
 * A European day without its year after its weekday's name (`Di., 12.03.`, `ven. 15.03.`, `so 17.3.`): the dot
 * closing the month and the weekday before tell it from a clock written with a dot (`kl. 07.05`).
 */
const WEEKDAY_DOTTED =
  /(?<![\p{L}])(?:mo|di|mi|do|fr|sa|so|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|mon|tue|wed|thu|fri|sat|sun|lun|mar|mer|jeu|ven|sam|dim|gio|sab|dom|mié|jue|vie|sáb|ma|wo|vr|za|zo|po|út|st|čt|pá|ne|pon|wt|śr|czw|pt|sob|nd|seg|ter|qua|qui|sex|mån|tis|ons|tor|fre|lör|sön)\.?,?\s+(\d{1,2})\.\s?(\d{1,2})\.(?![\d.])/iu;
/** A European day: "04.03.2017", "4.3.17", "12. 5. 2017" (spaced only with its full year), "14-03-2017". */
const DOTTED =
  /(?<![\d.])(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})(?![\d])|(?<![\d.])(\d{1,2})\.\s(\d{1,2})\.\s?(\d{4})(?!\d)/;
/** A day written year first with dots, as Hungarian writes it: "2026.12.11.", "2026. 12. 11.". */
const YEAR_FIRST = /(?<![\d.])(\d{4})\.\s?(\d{1,2})\.\s?(\d{1,2})\.?(?!\d)/;
const DASHED = /(?<![\d-])(\d{1,2})-(\d{1,2})-(\d{4})(?![\d-])/;
/** A slashed day with its year in full or in two digits: "25/03/2017", "25/03/17". */
const SLASHED = /(?<![\d/])(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})(?![\d/])/;
/**
 * A day and month slashed, then the year after a space, as Swedish, Danish and Norwegian write a day ("12/3 2026"):
 * always the day first.
 */
const NORDIC_SLASHED = /(?<![\d/])(\d{1,2})\/(\d{1,2})\s(\d{4})(?![\d/])/;
/** `4 March 2017`, `4. März`, `18 de marzo de 2025`, `04-Jun-2026`, and the reservation systems' `15MAR24`. */
/**
 * Days written with the month's name; a year after them is of the last century or this one (`12MAR 1005` is a time),
 * or two digits closing the day (`15MAR24`, `Fri 14 Mar 25, 06:30`).
 */
const DAY_MONTH =
  /(?<![\p{L}\d])(\d{1,2})(?:st|nd|rd|th)?\.?(?:-(?=\p{L})|\s*)(?:de\s+)?(\p{L}{3,12})\.?,?(?:(?:-|\s*)(?:de\s+)?((?:19|20)\d{2})(?!\d)|(?<=\d\p{Lu}{3})(\d{2})|(?<=\p{L}) (\d{2})(?=,|\s*$))?(?![\p{L}\d])/gu;
const MONTH_DAY =
  /(?<![\p{L}\d])(\p{L}{3,12})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?(?:\s+((?:19|20)\d{2}))?(?![\p{L}\d:])/gu;
const CLOCK =
  /(?<![\d:.])(\d{1,2})(?:[:h.]| h )(\d{2})(?![\d.:]\d)(?:\s*([ap]\.?m\.?)(?![\p{L}]))?|(?<![\d:])(\d{1,2})\s*([ap]\.?m\.?)(?![\p{L}])/iu;

const SLASHED_ALL = new RegExp(SLASHED.source, 'g');

/**
 * The words streets are named after, before the name, in the languages of the labels, perhaps with a number or an
 * ordinal after them (`Rua 1º de Dezembro`, `Via XX Settembre`, `Calle 2 de Mayo`, `Avenida 5 de Outubro`): a day
 * and month that follow one without a year name the street, not a day.
 */
const STREET_BEFORE =
  /(?<![\p{L}])(?:rua|avenida|av\.|calle|c\/|carrer|paseo|plaza|praça|praca|largo|travessa|via|viale|piazza|corso|rue|boulevard|bd\.?|ulica|ul\.)\s+(?:[\dIVXLC]{1,4}[º°ª]?\s+(?:de\s+)?)?$/iu;

/** Whether a day and month matched at `index` follow a street's word: the street's name, not a day. */
function inStreetName(text: string, index: number): boolean {
  return STREET_BEFORE.test(text.slice(Math.max(0, index - 24), index));
}
const HAS_DIGIT = /\d/;

/**
 * Whether a value may give a day or a time: every form of either has a digit. One without gives neither, and is
 * not read when only its day or time is asked about.
 */
export function mayGiveWhen(value: string): boolean {
  return HAS_DIGIT.test(value);
}

/** Which part of a slashed day ("10/09/2025") is the day: the first, or the second (the month first). */
export type SlashOrder = 'day first' | 'month first';

/**
 * The order the document's slashed days show: one whose first part is over 12 ("13/09/2025") puts the day first,
 * one whose second part is over 12 the month; a document that shows neither, or both, shows none.
 */
export function slashOrderShown(text: string): SlashOrder | undefined {
  let dayFirst = false;
  let monthFirst = false;
  for (const m of matchAll(text, SLASHED_ALL)) {
    const order = slashOrderOf(Number(m[1]), Number(m[2]));
    if (order === 'day first') dayFirst = true;
    if (order === 'month first') monthFirst = true;
  }
  if (dayFirst === monthFirst) return undefined;
  return dayFirst ? 'day first' : 'month first';
}

/** The order one slashed day's two parts show: the one over 12 is the day, when the other is not. */
function slashOrderOf(first: number, second: number): SlashOrder | undefined {
  if (first > 12 && second <= 12) return 'day first';
  if (second > 12 && first <= 12) return 'month first';
  return undefined;
}

/**
 * The local ISO day a slashed date's parts name (`23/07/2024` and `07/23/2024` are both 2024-07-23): day first when
 * the first part is over 12, month first when the second is, either way when both are the same number; otherwise as
 * `order` says, and without it none. A day the calendar lacks (`31/02/2024`) is none.
 */
export function slashedDay(first: number, second: number, year: number, order?: SlashOrder): string | undefined {
  // The same number twice ("12/12/2026") is the same day in either order.
  const shown = first === second ? 'day first' : (slashOrderOf(first, second) ?? order);
  if (shown === 'day first') return localDate(year, second, first);
  if (shown === 'month first') return localDate(year, first, second);
  return undefined;
}

/**
 * The first day written in a value, in ISO ("2017-03-04"), European ("04.03.2017"), named ("4 March 2017",
 * "Mar 4, 2017", "18 de marzo de 2025") or unambiguous slashed form ("25/03/2017"; "03/04/2017" is refused, as it
 * reads two ways, unless `slashOrder` says how the document writes its days), and the first time of day, with the
 * offset an ISO date-time states; `reference` gives a year to a day written without one.
 */
export function readWhen(value: string, reference?: Date, slashOrder?: SlashOrder): WhenAndRest {
  // Every form of a day and of a time has a digit: a value without one is all rest, read without the patterns.
  if (!mayGiveWhen(value)) return { rest: placeLeft(value, false) };
  let rest = value;
  let date: string | undefined;
  let clock: string | undefined;
  let offset: string | undefined;
  const iso = ISO.exec(rest);
  if (iso) {
    date = localDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
    if (iso[4]) clock = `${iso[4]}:${iso[5]}`;
    else if (iso[7]) clock = `${iso[7]}:${iso[8]}`;
    if (iso[6]) offset = iso[6] === 'Z' ? 'Z' : iso[6].replace(/^([+-]\d{2}):?(\d{2})$/, '$1:$2');
    rest = rest.replace(iso[0], ' ');
  }
  if (!date) {
    const dotted = DOTTED.exec(rest) ?? DASHED.exec(rest);
    if (dotted) {
      const [day, month, year] = dotted[1] ? dotted.slice(1, 4) : dotted.slice(4, 7);
      date = localDate(fullYear(Number(year)), Number(month), Number(day));
      if (date) rest = rest.replace(dotted[0], ' ');
    }
  }
  if (!date) {
    const weekdayDotted = WEEKDAY_DOTTED.exec(rest);
    const [day, month] = [Number(weekdayDotted?.[1]), Number(weekdayDotted?.[2])];
    date = weekdayDotted ? localDate(resolveYear(month, day, reference), month, day) : undefined;
    // The weekday's name stays in the rest, where it is taken off as a date word.
    if (date && weekdayDotted) rest = rest.replace(weekdayDotted[0], (w) => w.replace(/\d{1,2}\.\s?\d{1,2}\.$/, ' '));
  }
  if (!date) {
    const yearFirst = YEAR_FIRST.exec(rest);
    if (yearFirst) {
      date = localDate(Number(yearFirst[1]), Number(yearFirst[2]), Number(yearFirst[3]));
      if (date) rest = rest.replace(yearFirst[0], ' ');
    }
  }
  if (!date) {
    const slashed = SLASHED.exec(rest);
    if (slashed) {
      date = slashedDay(Number(slashed[1]), Number(slashed[2]), fullYear(Number(slashed[3])), slashOrder);
      if (date) rest = rest.replace(slashed[0], ' ');
    }
  }
  if (!date) {
    const nordic = NORDIC_SLASHED.exec(rest);
    if (nordic) {
      date = localDate(Number(nordic[3]), Number(nordic[2]), Number(nordic[1]));
      if (date) rest = rest.replace(nordic[0], ' ');
    }
  }
  if (!date) {
    // The first candidate whose word is a month's name: "4 personnes le samedi 15 mars" is the 15th of March.
    // `exec` from the start rather than `matchAll`, which copies the pattern at each call.
    search: for (const pattern of [DAY_MONTH, MONTH_DAY]) {
      pattern.lastIndex = 0;
      for (let m = pattern.exec(rest); m; m = pattern.exec(rest)) {
        const [dayText, monthText] = pattern === DAY_MONTH ? [m[1], m[2]] : [m[2], m[1]];
        const month = monthFromName(monthText ?? '');
        if (!month) continue;
        const day = Number(dayText);
        const short = m[4] ?? m[5];
        if (!m[3] && !short && inStreetName(rest, m.index)) continue;
        const year = m[3] ? Number(m[3]) : short ? fullYear(Number(short)) : resolveYear(month, day, reference);
        date = localDate(year, month, day);
        if (date) {
          rest = rest.replace(m[0], ' ');
          break search;
        }
      }
    }
  }
  let daysLater: number | undefined;
  if (!clock) {
    const c = CLOCK.exec(rest);
    const parsed = c ? parseClock(c[0]) : undefined;
    if (c && parsed) {
      clock = clockText(parsed);
      const printed = rest.slice(c.index + c[0].length);
      const zone = ZONE_AFTER_CLOCK.exec(printed);
      const after = zone ? printed.slice(zone[0].length) : printed;
      const later = DAYS_LATER.exec(after);
      if (later) daysLater = Number(later[1]);
      rest = `${rest.slice(0, c.index)} ${later ? after.slice(later[0].length) : after}`;
    }
  }
  // Assigned in the order the fields are listed, not spread from objects made for each: a few calls per line read.
  const when = {} as WhenAndRest;
  if (date) when.date = date;
  if (date && clock) when.dateTime = `${date}T${clock}:00${offset ?? ''}`;
  if (clock) when.clock = clock;
  if (date && clock && offset) when.offset = offset;
  if (daysLater) when.daysLater = daysLater;
  when.rest = placeLeft(rest, Boolean(date || clock));
  return when;
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A day and month known from how they were printed (`18.10` under a date's label), written as `readWhen` reads them
 * whatever else surrounds them: `18 Oct`, which no reading takes for a clock.
 */
export function dayWithMonthName(day: number, month: number): string {
  return `${day} ${MONTH_NAMES[month - 1]}`;
}

/**
 * The year of a day printed without its year under a day printed with one (`above`, `2017-03-05`): the same year,
 * or the next when the day falls before it.
 */
export function yearAfter(day: number, month: number, above: string): number {
  const monthAndDay = `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return Number(above.slice(0, 4)) + (monthAndDay < above.slice(5, 10) ? 1 : 0);
}

/** What stands between the two days of a range: a dash, or a word for "to" in the languages of the labels. */
const RANGE = /\s+(?:[–—-]|to|until|till|bis|au|al|a|tot|t\/m|do|až|och)\s+|\s*[–—]\s*/iu;

/**
 * The two days of a range written in one value ("15 – 17 March 2024", "Mar 15 - Mar 17, 2024", "15.03.2024 -
 * 17.03.2024", "2024-03-15 to 2024-03-17"): the first takes the month and year the second gives when it writes only
 * its day. Undefined unless both sides read as days and the second is after the first.
 */
export function readDayRange(
  value: string,
  read: (text: string) => WhenAndRest,
): { first: string; second: string } | undefined {
  const parts = value.split(RANGE);
  if (parts.length !== 2) return undefined;
  const [left = '', right = ''] = parts;
  const second = read(right).date;
  if (!second) return undefined;
  let first = read(left).date;
  const bareDay = /^\s*(?:\p{L}{2,10}\.?,?\s+)?(\d{1,2})\.?\s*$/u.exec(left)?.[1];
  if (!first && bareDay) first = `${second.slice(0, 8)}${bareDay.padStart(2, '0')}`;
  // "Mar 15 - Mar 17, 2024": the first side, read without its year, takes the second's.
  else if (first && !/\d{4}/.test(left)) first = `${second.slice(0, 4)}${first.slice(4)}`;
  if (!first || !/^\d{4}-\d{2}-\d{2}$/.test(first) || first >= second) return undefined;
  return { first, second };
}

/**
 * When a span of time written in one value ends (`Thu, Dec 3, 2026 09:00 - Fri, Dec 4, 2026 17:30`, `22 January 2026
 * from 18:30 to 21:30`): the second side's time, on its own day or else the first side's; undefined unless the second
 * side gives a time and the span ends after it begins.
 */
export function readSpanEnd(value: string, read: (text: string) => WhenAndRest): string | undefined {
  const parts = value.split(RANGE);
  if (parts.length !== 2) return undefined;
  const start = read(parts[0] ?? '');
  const end = read(parts[1] ?? '');
  const day = end.date ?? start.date;
  if (!day || !start.date || !start.clock || !end.clock) return undefined;
  const from = `${start.date}T${start.clock}:00`;
  const to = `${day}T${end.clock}:00`;
  return to > from ? to : undefined;
}
