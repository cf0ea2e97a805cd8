import { DateTime } from 'luxon';

/** Month names and common abbreviations in the languages our senders write (lower case, no trailing dot). */
const MONTH_NAMES: Record<string, number> = {
  // English
  january: 1,
  february: 2,
  march: 3,
  april: 4,
  may: 5,
  june: 6,
  july: 7,
  august: 8,
  september: 9,
  october: 10,
  november: 11,
  december: 12,
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
  // German
  januar: 1,
  februar: 2,
  märz: 3,
  maerz: 3,
  mai: 5,
  juni: 6,
  juli: 7,
  oktober: 10,
  dezember: 12,
  mär: 3,
  febr: 2,
  okt: 10,
  dez: 12,
  // French
  janvier: 1,
  février: 2,
  fevrier: 2,
  mars: 3,
  avril: 4,
  juin: 6,
  juillet: 7,
  août: 8,
  aout: 8,
  septembre: 9,
  octobre: 10,
  novembre: 11,
  décembre: 12,
  decembre: 12,
  janv: 1,
  févr: 2,
  fevr: 2,
  fév: 2,
  avr: 4,
  juil: 7,
  déc: 12,
  // Spanish
  enero: 1,
  febrero: 2,
  marzo: 3,
  abril: 4,
  mayo: 5,
  junio: 6,
  julio: 7,
  agosto: 8,
  septiembre: 9,
  octubre: 10,
  noviembre: 11,
  diciembre: 12,
  ene: 1,
  abr: 4,
  ago: 8,
  dic: 12,
  // Italian
  gennaio: 1,
  febbraio: 2,
  aprile: 4,
  maggio: 5,
  giugno: 6,
  luglio: 7,
  settembre: 9,
  ottobre: 10,
  dicembre: 12,
  gen: 1,
  mag: 5,
  giu: 6,
  lug: 7,
  set: 9,
  ott: 10,
  // Swedish and Danish/Norwegian
  januari: 1,
  februari: 2,
  augusti: 8,
  maj: 5,
  // Dutch
  maart: 3,
  mei: 5,
  augustus: 8,
  mrt: 3,
  // Norwegian
  desember: 12,
  // Portuguese
  janeiro: 1,
  fevereiro: 2,
  março: 3,
  marco: 3,
  maio: 5,
  junho: 6,
  julho: 7,
  setembro: 9,
  outubro: 10,
  dezembro: 12,
  fev: 2,
  // Polish, as a day is written (genitive) and as a month is named
  stycznia: 1,
  lutego: 2,
  marca: 3,
  kwietnia: 4,
  maja: 5,
  czerwca: 6,
  lipca: 7,
  sierpnia: 8,
  września: 9,
  października: 10,
  listopada: 11,
  grudnia: 12,
  styczeń: 1,
  luty: 2,
  marzec: 3,
  kwiecień: 4,
  czerwiec: 6,
  lipiec: 7,
  sierpień: 8,
  wrzesień: 9,
  październik: 10,
  listopad: 11,
  grudzień: 12,
  sty: 1,
  lut: 2,
  kwi: 4,
  cze: 6,
  lip: 7,
  wrz: 9,
  paź: 10,
  lis: 11,
  gru: 12,
  // Czech, as a day is written (genitive: "4. března") and as a month is named
  ledna: 1,
  února: 2,
  unora: 2,
  března: 3,
  brezna: 3,
  dubna: 4,
  května: 5,
  kvetna: 5,
  června: 6,
  cervna: 6,
  července: 7,
  cervence: 7,
  srpna: 8,
  září: 9,
  zari: 9,
  října: 10,
  rijna: 10,
  listopadu: 11,
  prosince: 12,
  leden: 1,
  únor: 2,
  březen: 3,
  duben: 4,
  květen: 5,
  červen: 6,
  červenec: 7,
  srpen: 8,
  říjen: 10,
  prosinec: 12,
  // Czech abbreviated, as calendars and booking sites print a day ("čt 12. bře 2026"); `lis` is the Polish one's too
  led: 1,
  úno: 2,
  bře: 3,
  dub: 4,
  kvě: 5,
  čvn: 6,
  čvc: 7,
  srp: 8,
  zář: 9,
  říj: 10,
  pro: 12,
  // Finnish (partitive, as days are written: "3. heinäkuuta")
  tammikuuta: 1,
  helmikuuta: 2,
  maaliskuuta: 3,
  huhtikuuta: 4,
  toukokuuta: 5,
  kesäkuuta: 6,
  heinäkuuta: 7,
  elokuuta: 8,
  syyskuuta: 9,
  lokakuuta: 10,
  marraskuuta: 11,
  joulukuuta: 12,
  // Russian, as a day is written (genitive: "16 сентября 2019"), as a month is named, and abbreviated ("24 мар 2018")
  января: 1,
  февраля: 2,
  марта: 3,
  апреля: 4,
  мая: 5,
  июня: 6,
  июля: 7,
  августа: 8,
  сентября: 9,
  октября: 10,
  ноября: 11,
  декабря: 12,
  январь: 1,
  февраль: 2,
  март: 3,
  апрель: 4,
  май: 5,
  июнь: 6,
  июль: 7,
  август: 8,
  сентябрь: 9,
  октябрь: 10,
  ноябрь: 11,
  декабрь: 12,
  янв: 1,
  фев: 2,
  февр: 2,
  мар: 3,
  апр: 4,
  июн: 6,
  июл: 7,
  авг: 8,
  сен: 9,
  сент: 9,
  окт: 10,
  ноя: 11,
  нояб: 11,
  дек: 12,
};

/** The month (1–12) a name or abbreviation in any supported language stands for. */
export function monthFromName(name: string): number | undefined {
  return MONTH_NAMES[name.toLowerCase().replace(/\.$/, '')];
}

const DAY_MS = 86_400_000;

function isWholeIn(n: number, min: number, max: number): boolean {
  return Number.isInteger(n) && n >= min && n <= max;
}

/**
 * Parts of a day in the common range, four-digit year, which the functions below format themselves; anything else
 * (an hour of 24, a five-digit year, a part that is no number) is left to luxon, as before.
 */
function isPlainDay(year: number, month: number, day: number): boolean {
  return isWholeIn(year, 1000, 9999) && isWholeIn(month, 1, 12) && isWholeIn(day, 1, 31);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

function plainDay(year: number, month: number, day: number): string {
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/**
 * The year of a day written without one, relative to when the mail was sent: the same year, unless the day
 * would then lie more than a month before the mail (bookings are sent before the trip, not long after).
 */
export function resolveYear(month: number, day: number, reference: Date | undefined): number {
  const refMs = reference ? reference.getTime() : Date.now();
  const refYear = new Date(refMs).getUTCFullYear();
  if (isWholeIn(refYear, 1000, 9999) && isWholeIn(month, 1, 12) && isWholeIn(day, 1, 31)) {
    // The same comparison on the UTC calendar; a day the month does not have compares as no day (the mail's year).
    if (day > daysInMonth(refYear, month)) return refYear;
    return Date.UTC(refYear, month - 1, day) < refMs - 31 * DAY_MS ? refYear + 1 : refYear;
  }
  const ref = reference ? DateTime.fromJSDate(reference, { zone: 'UTC' }) : DateTime.utc();
  const candidate = DateTime.fromObject({ year: ref.year, month, day }, { zone: 'UTC' });
  return candidate < ref.minus({ days: 31 }) ? ref.year + 1 : ref.year;
}

/** Expands a two-digit year (17 → 2017). */
export function fullYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

/** A local ISO date-time without offset ("2017-07-09T14:34:00"), or undefined when the parts are no real time. */
export function localDateTime(year: number, month: number, day: number, hour = 0, minute = 0): string | undefined {
  if (isPlainDay(year, month, day) && isWholeIn(hour, 0, 23) && isWholeIn(minute, 0, 59)) {
    return day > daysInMonth(year, month)
      ? undefined
      : `${plainDay(year, month, day)}T${pad2(hour)}:${pad2(minute)}:00`;
  }
  const dt = DateTime.fromObject({ year, month, day, hour, minute }, { zone: 'UTC' });
  return dt.isValid ? dt.toFormat("yyyy-MM-dd'T'HH:mm:ss") : undefined;
}

/** A local ISO date ("2017-07-09"), or undefined when the parts are no real day. */
export function localDate(year: number, month: number, day: number): string | undefined {
  if (isPlainDay(year, month, day)) return day > daysInMonth(year, month) ? undefined : plainDay(year, month, day);
  const dt = DateTime.fromObject({ year, month, day }, { zone: 'UTC' });
  return dt.isValid ? dt.toFormat('yyyy-MM-dd') : undefined;
}

/** Combines a local ISO date with a clock time ("17:50", "17h50", "5:50 PM", "1750"). */
export function atTime(date: string | undefined, time: string | undefined): string | undefined {
  if (!date || !time) return undefined;
  const clock = parseClock(time);
  if (!clock) return undefined;
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (plain) return localDateTime(Number(plain[1]), Number(plain[2]), Number(plain[3]), clock.hour, clock.minute);
  const day = DateTime.fromISO(date, { zone: 'UTC' });
  if (!day.isValid) return undefined;
  return day.set({ hour: clock.hour, minute: clock.minute, second: 0 }).toFormat("yyyy-MM-dd'T'HH:mm:ss");
}

/**
 * The half of day a 12-hour clock may print after its minutes (`6:05 PM`, `6:05pm`, `6:05 a.m.`, `6:05 P.M.`), as a
 * pattern fragment without groups that a reader puts right after its own clock, inside the clock's capture, so that
 * `parseClock` (and `clockTime`, `atTime`, `parseDateTime` built on it) reads the clock as the 24-hour time it is.
 * It is optional, follows only an hour a 12-hour clock has (0 to 12), and is a marker only where no letter goes on
 * (not the "Am" of "Amsterdam"); in a pattern without the `i` flag, a capital and a small letter mixed ("Am") are
 * no marker either, as the German "Am" before a station's name would be. Nor is a bare small "am" before a capital
 * (`bis 12:00 am Abreisetag`, German for "on the day you leave"), which would make noon midnight.
 */
export const HALF_OF_DAY = String.raw`(?:(?<=(?<![\d:])(?:1[0-2]|0?\d)[:.h]\d{2})[ \t\u00a0\u202f]?(?:[AP]\.?M\.?|p\.?m\.?|a\.m\.?|am(?![ \t]+[A-ZÄÖÜ]))(?![A-Za-z\d]))?`;

/** A clock of hours and minutes, 24-hour (`18:05`) or 12-hour with its half of day (`6:05 PM`), as a pattern fragment. */
export const CLOCK = String.raw`\d{1,2}:\d{2}${HALF_OF_DAY}`;

/**
 * Whether a text prints a day ("12.12.2026", "2026-12-12", "12 Dec 2026"): a station's or a place's name never
 * does, so a value that holds one is the day printed in the name's place.
 */
export function printsDay(text: string): boolean {
  return PRINTED_DAY.test(text);
}

const PRINTED_DAY = /\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}-\d{2}-\d{2}|\b\d{1,2}\.?\s+\p{L}{3,}\.?\s+\d{4}\b/u;

/** Hours and minutes of a clock time in 24-hour, "17h50" or 12-hour notation. */
export function parseClock(text: string): { hour: number; minute: number } | undefined {
  // "3pm" has no minutes; everything else does.
  const m =
    /(\d{1,2})\s*[:h.]?\s*(\d{2})\s*(a\.?m\.?|p\.?m\.?)?/i.exec(text.trim()) ??
    /(\d{1,2})()\s*(a\.?m\.?|p\.?m\.?)/i.exec(text.trim());
  if (!m) return undefined;
  let hour = Number(m[1]);
  const minute = Number(m[2] || 0);
  const meridiem = m[3]?.toLowerCase().replace(/\./g, '');
  if (meridiem === 'pm' && hour < 12) hour += 12;
  if (meridiem === 'am' && hour === 12) hour = 0;
  if (hour > 24 || minute > 59) return undefined;
  return { hour: hour === 24 ? 0 : hour, minute };
}

/** A clock as `HH:MM`. */
export function clockText(clock: { hour: number; minute: number }): string {
  return `${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}`;
}

/** A clock time read as `parseClock` reads it, as a 24-hour `HH:MM`: `7:50 PM` → `19:50`, `1950 Hrs` → `19:50`. */
export function clockTime(text: string): string | undefined {
  const clock = parseClock(text);
  return clock && clockText(clock);
}

/**
 * A clock as reservation systems (Amadeus, Sabre, Galileo) print it: `1145`, `600A`, `235P`, `1200N`, as `HH:MM`;
 * undefined for anything else, or for an hour or minute no clock has.
 */
export function reservationSystemClock(printed: string | undefined): string | undefined {
  const m = /^(\d{1,2})(\d{2})([APN]?)$/.exec(printed ?? '');
  if (!m) return undefined;
  let hours = Number(m[1]);
  const minutes = Number(m[2]);
  if (m[3] === 'A' && hours === 12) hours = 0;
  if (m[3] === 'P' && hours < 12) hours += 12;
  if (hours > 23 || minutes > 59 || (m[3] && Number(m[1]) > 12)) return undefined;
  return `${String(hours).padStart(2, '0')}:${m[2]}`;
}

/** Shifts a local ISO date or date-time by whole days, keeping its form. */
export function plusDays(iso: string, days: number): string {
  const dt = DateTime.fromISO(iso, { zone: 'UTC' });
  return iso.length > 10
    ? dt.plus({ days }).toFormat("yyyy-MM-dd'T'HH:mm:ss")
    : dt.plus({ days }).toFormat('yyyy-MM-dd');
}

/**
 * A day written with a month name in any supported language ("fre 3 jul 2009", "20-Jul", "15 June 2024",
 * "June 15, 2024", "11MAR25"), as a local ISO date; the year comes from the text or, when missing, from the
 * reference.
 */
export function parseNamedDate(text: string, reference?: Date): string | undefined {
  const candidates: [string | undefined, string | undefined, string | undefined, number][] = [];
  // Matches may overlap ("14:35 Wed 12 Mar"), so every start position is tried.
  // Spanish and Portuguese join the parts with "de" ("18 de marzo de 2025"). A clock's minutes are no day: in
  // "07:05 Dec 7 2026" the day is the 7th.
  const dayFirst =
    /(?<!\d)(?<!\d[:h.])(\d{1,2})\.?[\s-]*(?:de\s+)?(\p{L}{3,12})\.?(?:[\s-]*(?:del?\s+)?(\d{4}|\d{2})\b(?![:h.]\d))?/gu;
  const monthFirst = /(?<!\p{L})(\p{L}{3,12})\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b,?(?:\s+(\d{4})\b(?![:h.]\d))?/gu;
  for (let m = dayFirst.exec(text); m; m = dayFirst.exec(text)) {
    candidates.push([m[1], m[2], m[3], m.index]);
    dayFirst.lastIndex = m.index + 1;
  }
  for (let m = monthFirst.exec(text); m; m = monthFirst.exec(text)) {
    candidates.push([m[2], m[1], m[3], m.index]);
    monthFirst.lastIndex = m.index + 1;
  }
  candidates.sort((a, b) => a[3] - b[3]);
  for (const [dayText, monthText, yearText] of candidates) {
    if (!dayText || !monthText) continue;
    const month = monthFromName(monthText);
    if (!month) continue;
    const day = Number(dayText);
    const year = yearText ? fullYear(Number(yearText)) : resolveYear(month, day, reference);
    const date = localDate(year, month, day);
    if (date) return date;
  }
  return undefined;
}

/**
 * A numeric day "15.06.2017", "15/06/2017" or "2017-06-15" as a local ISO date (day before month); the year
 * may lead with dots or slashes too, as Hungarian and East Asian mails write it ("2017.06.15.", "2017/06/15").
 */
export function parseNumericDate(text: string): string | undefined {
  const iso = /(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (iso) return localDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const yearFirst = /(?<!\d)(\d{4})([./])(\d{1,2})\2(\d{1,2})(?!\d)/.exec(text);
  const ymd = yearFirst && localDate(Number(yearFirst[1]), Number(yearFirst[3]), Number(yearFirst[4]));
  if (ymd) return ymd;
  const dmy = /(\d{1,2})[./](\d{1,2})[./](\d{4}|\d{2})\b/.exec(text);
  if (dmy) return localDate(fullYear(Number(dmy[3])), Number(dmy[2]), Number(dmy[1]));
  return undefined;
}

/** A US numeric day "06/15/2024" (month before day) as a local ISO date. */
export function parseUsDate(text: string): string | undefined {
  const mdy = /(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(text);
  return mdy ? localDate(Number(mdy[3]), Number(mdy[1]), Number(mdy[2])) : undefined;
}

/**
 * A day and time in one text ("Mon, 10 Mar 2025, 13:20", "10.03.2025 13:20", "Tue, Mar 11, 2025 8:00 AM");
 * `usDates` reads numeric days month first.
 */
export function parseDateTime(text: string, reference?: Date, usDates = false): string | undefined {
  const numeric = usDates ? parseUsDate(text) : parseNumericDate(text);
  const date = parseNamedDate(text, reference) ?? numeric;
  const time = /\b(\d{1,2}[:h]\d{2})(?:\s*([ap]\.?m\b\.?))?/i.exec(text);
  if (!date) return undefined;
  return time ? atTime(date, `${time[1]} ${time[2] ?? ''}`) : undefined;
}

/** Like parseDateTime, but a day without a time is returned as a date. */
export function parseDateOrDateTime(text: string, reference?: Date, usDates = false): string | undefined {
  return (
    parseDateTime(text, reference, usDates) ??
    parseNamedDate(text, reference) ??
    (usDates ? parseUsDate(text) : parseNumericDate(text))
  );
}
