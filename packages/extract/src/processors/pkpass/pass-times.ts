import { DateTime, FixedOffsetZone, Info } from 'luxon';
import { parseWithFormat } from '../../engine/date-formats.js';
import { type SlashOrder, slashedDay } from '../../extractors/generic/date-time.js';
import { clockTime } from '../../extractors/lib/dates.js';
import { hasOffset, isCalendarDay, plainZonedIso } from '../../postprocess/date-time.js';
import { ianaZone } from '../../postprocess/zone-offsets.js';
import type { JsonLdObject } from '../../schema/reservation.js';
import type { CalendarDay } from '../bcbp/index.js';
import { formatCalendarDay } from '../bcbp/index.js';

/**
 * An instant placed in its IANA zone, in the corpus's zone-aware form; without a usable zone, the ISO string as
 * given (it carries its own offset).
 */
export function zonedTime(iso: string, zone: string | undefined): JsonLdObject | string | undefined {
  // An instant with its offset in a known zone, the common case, as luxon would write it but without it.
  const known = zone && hasOffset(iso) ? ianaZone(zone) : undefined;
  const plain = known ? plainZonedIso(iso, known) : undefined;
  if (plain) return { '@type': 'QDateTime', '@value': plain, timezone: zone };
  const instant = DateTime.fromISO(iso, { setZone: true });
  if (!instant.isValid) return undefined;
  if (zone) {
    const local = instant.setZone(zone);
    if (local.isValid) {
      return { '@type': 'QDateTime', '@value': local.toISO({ suppressMilliseconds: true }) ?? iso, timezone: zone };
    }
  }
  return instant.toISO({ suppressMilliseconds: true }) ?? iso;
}

/** Whether a text is a clock and nothing else (`13:31`, `1:31 PM`). */
export function isClock(text: string): boolean {
  return /^\d{1,2}[:.h]\d{2}(?:\s*[AaPp]\.?[Mm]\.?)?$/.test(text.trim());
}

/** `18:20`, `5:10 PM`, `20.25` → `HH:MM`: the first clock a field prints, read as every clock is. */
export function parseClockTime(text: string): string | undefined {
  const printed = /\b\d{1,2}[:.h]\d{2}\s*(?:[AaPp]\.?[Mm]\.?)?/.exec(text)?.[0];
  // A day's end (`24:00`) is no time of the pass's day.
  return printed && !printed.startsWith('24') ? clockTime(printed) : undefined;
}

/**
 * The offset at which an instant reads as a clock the pass shows (`13:31` for 12:31 UTC is +01:00): one a zone can
 * have (-12:00 to +14:00, in quarter hours), and the only one.
 */
export function offsetShowing(instant: DateTime, clock: string): number | undefined {
  const utc = instant.toUTC();
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  const difference = (((hours * 60 + minutes - (utc.hour * 60 + utc.minute)) % 1440) + 1440) % 1440;
  const offsets = [difference, difference - 1440].filter((o) => o >= -720 && o <= 840 && o % 15 === 0);
  return offsets.length === 1 ? offsets[0] : undefined;
}

/**
 * A UTC instant (`2025-12-20T04:00:00.000Z`) written in the offset the pass's own clock shows: a field printing
 * `09:30` for it puts it at +05:30, as the traveller reads it. Clocks agreeing on no offset, or on two, leave the
 * instant as given.
 */
export function atShownClock(iso: string, shownTexts: readonly string[]): string {
  if (!/(?:Z|[+-]00:?00)$/.test(iso)) return iso;
  const instant = DateTime.fromISO(iso, { zone: 'utc' });
  if (!instant.isValid) return iso;
  const offsets = new Set<number>();
  for (const text of shownTexts) {
    const clock = isClock(text) ? parseClockTime(text) : undefined;
    const offset = clock ? offsetShowing(instant, clock) : undefined;
    if (offset) offsets.add(offset);
  }
  const [offset, ...others] = offsets;
  if (offset === undefined || others.length > 0) return iso;
  return instant.setZone(FixedOffsetZone.instance(offset)).toISO({ suppressMilliseconds: true }) ?? iso;
}

/** A local date-time without offset, as the engine writes times whose zone is not yet known. */
export function localDateTime(day: CalendarDay | string, clock: string): string {
  return `${typeof day === 'string' ? day : formatCalendarDay(day)}T${clock}:00`;
}

/** `30.11.23`, `30.11.2023`, `2023-11-30`, `30/11/2023` → a calendar day (two-digit years are 20xx). */
export function parseNumericDate(text: string): CalendarDay | undefined {
  const iso = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(text);
  const dmy = /\b(\d{1,2})[./](\d{1,2})[./](\d{2}|\d{4})\b/.exec(text);
  const parts = iso
    ? { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) }
    : dmy
      ? { year: Number(dmy[3]) + ((dmy[3] ?? '').length === 2 ? 2000 : 0), month: Number(dmy[2]), day: Number(dmy[1]) }
      : undefined;
  if (!parts) return undefined;
  return DateTime.fromObject(parts, { zone: 'utc' }).isValid ? parts : undefined;
}

/** The calendar day of an ISO date-time as written (in its own offset). */
export function dayAsWritten(iso: string): CalendarDay | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : undefined;
}

/** Named-month dates as passes print them, in the languages of travel (the clock, if any, is read apart). */
const NAMED_MONTH_FORMATS = [
  'MMM d, yyyy',
  'MMMM d, yyyy',
  'd MMM yyyy',
  'd MMMM yyyy',
  'EEE, MMM d, yyyy',
  'EEE d MMM yyyy',
];
const NAMED_MONTH_LOCALES = ['en', 'de', 'fr', 'es', 'it', 'nl'];
const DAY_FIRST_FORMATS = NAMED_MONTH_FORMATS.filter((format) => format.startsWith('d'));
const NAME_FIRST_FORMATS = NAMED_MONTH_FORMATS.filter((format) => !format.startsWith('d'));

let monthNames: Map<string, string[]> | undefined;

/**
 * The locales one of whose month names the text holds: only their formats can read it. The names are luxon's, as
 * its parser matches them (any case, a dot optional), compared lower-case and without dots, as `clean` is written.
 */
function localesNamingAMonth(clean: string): string[] {
  monthNames ??= new Map(
    NAMED_MONTH_LOCALES.map((locale) => [
      locale,
      (['short', 'long'] as const).flatMap((length) =>
        Info.monthsFormat(length, { locale }).map((name) => name.toLowerCase().replace(/\./g, '')),
      ),
    ]),
  );
  const lower = clean.toLowerCase();
  return NAMED_MONTH_LOCALES.filter((locale) => monthNames?.get(locale)?.some((name) => lower.includes(name)));
}

function namedMonthDay(text: string): string | undefined {
  const clean = text.replace(/\./g, '').replace(/\s+/g, ' ').trim();
  // Every format holds a year and a month's name: what lacks either (most fields of a pass) is none of them.
  if (!/\d{4}/.test(clean) || !/\p{L}{3}/u.test(clean)) return undefined;
  // Luxon matches a format's whole text, and a day's digits match no name: a text that opens with a digit can be
  // read only by the formats that open with the day, any other only by those that open with a name.
  const formats = /^\d/.test(clean) ? DAY_FIRST_FORMATS : NAME_FIRST_FORMATS;
  for (const locale of localesNamingAMonth(clean)) {
    for (const format of formats) {
      const parsed = parseWithFormat(clean, format, locale);
      if (parsed.isValid) return parsed.toISODate() ?? undefined;
    }
  }
  return undefined;
}

let weekdayNames: Map<string, Set<number>> | undefined;

/**
 * The days of the week (1 for Monday) a word names in the languages of travel (`Mi`, `mer.`, `Wed`, `Samstag`): a
 * short name may stand for two days in two languages.
 */
function weekdaysNamed(word: string): Set<number> | undefined {
  if (!weekdayNames) {
    weekdayNames = new Map();
    for (const locale of NAMED_MONTH_LOCALES) {
      for (const length of ['short', 'long'] as const) {
        Info.weekdaysFormat(length, { locale }).forEach((name, index) => {
          const key = name.toLowerCase().replace(/\./g, '');
          const days = weekdayNames?.get(key) ?? new Set<number>();
          days.add(index + 1);
          weekdayNames?.set(key, days);
        });
      }
    }
  }
  return weekdayNames.get(word.toLowerCase());
}

/** A day of the week opening a date written in digits: `Mi, 03.07.2024`, `Wed 03-07-2024`, `sam. 03.07.2024`. */
const WEEKDAY_OPENING = /^(\p{L}{2,12})\.?,?\s+(?=\d{1,4}[./-]\d)/u;

/**
 * A field value that is a date written as text, with or without a clock: `2024-07-03 08:00`, `03.07.2024 20:15`,
 * `03-07-2024` (day first, as mail is read, unless the pass shows its days month first), `Jul 3, 2024 8:00 PM`, `3 juillet 2024`, and a slashed date that shows
 * its order (`23/07/2024`); `03/07/2024`, March or July by country, is read only in the order `slashOrder` gives, else
 * left alone. A day of the week before it (`Mi, 03.07.2024 20:00 Uhr`) must be that date's.
 */
export function readTextDate(value: string, slashOrder?: SlashOrder): { day: string; clock?: string } | undefined {
  const trimmed = value.trim();
  if (trimmed.length > 40) return undefined;
  const opening = WEEKDAY_OPENING.exec(trimmed);
  const weekdays = opening?.[1] ? weekdaysNamed(opening[1]) : undefined;
  const text = weekdays && opening ? trimmed.slice(opening[0].length) : trimmed;
  const found = readDigitsOrNamedDate(text, slashOrder);
  if (!found || !weekdays) return found;
  return weekdays.has(DateTime.fromISO(found.day, { zone: 'utc' }).weekday) ? found : undefined;
}

function readDigitsOrNamedDate(text: string, slashOrder?: SlashOrder): { day: string; clock?: string } | undefined {
  let day: string | undefined;
  let rest = '';
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?=$|[ T,])(.*)$/.exec(text);
  // A two-digit year only with a two-digit day and month (`25.09.24`): fewer digits are as likely a version.
  const dotted =
    /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?=$|[ ,])(.*)$/.exec(text) ??
    /^(\d{2})\.(\d{2})\.(\d{2})(?=$|[ ,])(.*)$/.exec(text);
  const dashed = /^(\d{1,2})-(\d{1,2})-(\d{4})(?=$|[ ,])(.*)$/.exec(text);
  const slashed = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?=$|[ ,])(.*)$/.exec(text);
  if (iso) {
    day = `${iso[1]}-${iso[2]}-${iso[3]}`;
    rest = iso[4] ?? '';
  } else if (dotted) {
    const year = dotted[3]?.length === 2 ? `20${dotted[3]}` : dotted[3];
    day = `${year}-${dotted[2]?.padStart(2, '0')}-${dotted[1]?.padStart(2, '0')}`;
    rest = dotted[4] ?? '';
  } else if (slashed) {
    // A slashed day reads day first in most of the world and month first in America: only one that shows its order
    // (`23/07/2024`, `07/23/2024`), or whose day and month are the same, says which day it is, unless the pass says
    // how it writes its days (`slashOrder`: the order its other days show, or its language's).
    day = slashedDay(Number(slashed[1]), Number(slashed[2]), Number(slashed[3]), slashOrder);
    rest = slashed[4] ?? '';
  } else if (dashed) {
    // Day first, as mail reads a dashed day, unless the pass shows its days month first.
    day = slashedDay(Number(dashed[1]), Number(dashed[2]), Number(dashed[3]), slashOrder ?? 'day first');
    rest = dashed[4] ?? '';
  } else {
    const clockAt = text.search(/\s\d{1,2}[:.h]\d{2}/);
    day = namedMonthDay(clockAt > 0 ? text.slice(0, clockAt).replace(/[,\s]+(?:at|um|à)?$/i, '') : text);
    rest = clockAt > 0 ? text.slice(clockAt) : '';
  }
  if (!day || !(isCalendarDay(day) ?? DateTime.fromISO(day, { zone: 'utc' }).isValid)) return undefined;
  const clock = rest.trim() ? parseClockTime(rest) : undefined;
  if (rest.trim() && !clock) return undefined;
  return clock ? { day, clock } : { day };
}

/**
 * A value that is a span of days (`11.07.2025 - 12.07.2025`, `3 Jul 2025 – 5 Jul 2025`, `01.08.2025 bis
 * 03.08.2025`): its first and last day, the last not before the first.
 */
export function readTextDayRange(value: string): { day: string; endDay: string } | undefined {
  const parts = value.trim().split(/\s+(?:[-–—]|bis|to|au|al|tot|t\/m)\s+/i);
  if (parts.length !== 2) return undefined;
  const [first, last] = parts.map((p) => readTextDate(p ?? ''));
  if (!first || !last || first.clock || last.clock || last.day < first.day) return undefined;
  return { day: first.day, endDay: last.day };
}
