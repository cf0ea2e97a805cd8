import { DateTime, Settings, type Zone } from 'luxon';
import type { JsonLdObject, JsonLdValue } from '../schema/reservation.js';
import { ianaZone } from './zone-offsets.js';

/** A time as the engine emits it once zone-aware (the corpus convention). */
export interface ZonedTimeValue extends JsonLdObject {
  '@type': 'QDateTime';
  '@value': string;
  timezone: string;
}

/** A time value read from schema.org data: its ISO text and, when known, its IANA zone. */
export interface TimeValue {
  iso: string;
  zone?: string;
}

const OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/;
/** `YYYY-MM-DDTHH:MM[:SS[.sss]]`, then an offset `Z` or `±HH:MM`, or none: what Date.parse reads exactly. */
const EXTENDED_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})?$/;

/** Reads a schema.org time: an ISO string or a `{@type: QDateTime, @value, timezone}` object. */
export function readTime(value: JsonLdValue | undefined): TimeValue | undefined {
  if (typeof value === 'string' && value.trim()) return { iso: value.trim() };
  if (value && typeof value === 'object' && !Array.isArray(value) && typeof value['@value'] === 'string') {
    const zone = typeof value.timezone === 'string' ? value.timezone : undefined;
    return { iso: value['@value'], zone };
  }
  return undefined;
}

/** True when the ISO text carries a UTC offset. */
export function hasOffset(iso: string): boolean {
  return iso.includes('T') && OFFSET.test(iso);
}

/** True when the ISO text is a date without a time. */
export function isDateOnly(iso: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(iso);
}

/** Parses an ISO time in a zone (offsets in the text win); invalid input gives undefined. */
export function toDateTime(time: TimeValue, fallbackZone?: string): DateTime | undefined {
  const zone = time.zone ?? fallbackZone;
  const luxonZone = zone ? (ianaZone(zone) ?? zone) : 'UTC';
  const dt = hasOffset(time.iso)
    ? DateTime.fromISO(time.iso, { setZone: true })
    : DateTime.fromISO(time.iso, { zone: luxonZone });
  if (!dt.isValid) return undefined;
  return zone && hasOffset(time.iso) ? dt.setZone(luxonZone) : dt;
}

/** `YYYY-MM-DDTHH:MM[:SS]`, then `Z`, `±HH:MM` or nothing: the form most times take, read without luxon. */
const PLAIN_ISO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?(Z|([+-])(\d{2}):(\d{2}))?$/;

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/**
 * `zoneTime`'s ISO text for a plain time (four-digit year, whole seconds, a real day and an hour 0–23) in an IANA
 * zone of whole-minute offsets, worked out as luxon works it out: a local time takes the offset luxon's `fixOffset`
 * finds from the zone's offset now (so a time in a transition's gap moves as luxon moves it), a time with its own
 * offset the zone's offset at that instant. Undefined for anything else, which luxon reads.
 */
export function plainZonedIso(iso: string, zone: Zone): string | undefined {
  const m = PLAIN_ISO.exec(iso);
  if (!m || Boolean(m[7]) !== hasOffset(iso)) return undefined;
  const [year, month, day, hour, minute] = [1, 2, 3, 4, 5].map((i) => Number(m[i])) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const second = m[6] ? Number(m[6]) : 0;
  if (year < 1000 || year > 9998 || month < 1 || month > 12 || day < 1) return undefined;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate() || hour > 23 || minute > 59 || second > 59)
    return undefined;
  const local = Date.UTC(year, month - 1, day, hour, minute, second);
  let ts: number;
  let offset: number;
  if (m[7]) {
    const given = m[7] === 'Z' ? 0 : (m[8] === '-' ? -1 : 1) * (Number(m[9]) * 60 + Number(m[10]));
    ts = local - given * 60_000;
    offset = zone.offset(ts);
  } else {
    // luxon's fixOffset, from its provisional offset: the zone's now.
    const provisional = zone.offset(Settings.now());
    ts = local - provisional * 60_000;
    offset = zone.offset(ts);
    if (offset !== provisional) {
      ts -= (offset - provisional) * 60_000;
      const again = zone.offset(ts);
      if (again !== offset) {
        ts = local - Math.min(offset, again) * 60_000;
        offset = Math.max(offset, again);
      }
    }
  }
  if (!Number.isInteger(offset)) return undefined;
  const d = new Date(ts + offset * 60_000);
  const y = d.getUTCFullYear();
  if (y < 1000 || y > 9999) return undefined;
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${y}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}T${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}${sign}${pad2(Math.trunc(abs / 60))}:${pad2(abs % 60)}`;
}

/** A local or offset time made zone-aware in an IANA zone; undefined for date-only or unreadable values. */
export function zoneTime(value: JsonLdValue | undefined, zone: string): ZonedTimeValue | undefined {
  const time = readTime(value);
  if (!time || isDateOnly(time.iso)) return undefined;
  const known = ianaZone(zone);
  const plain = known ? plainZonedIso(time.iso, known) : undefined;
  if (plain) return { '@type': 'QDateTime', '@value': plain, timezone: zone };
  const luxonZone = known ?? zone;
  const dt = hasOffset(time.iso)
    ? DateTime.fromISO(time.iso, { setZone: true }).setZone(luxonZone)
    : DateTime.fromISO(time.iso, { zone: luxonZone });
  if (!dt.isValid) return undefined;
  const iso = dt.toISO({ suppressMilliseconds: true, includeOffset: true });
  if (!iso) return undefined;
  return { '@type': 'QDateTime', '@value': iso.replace(/Z$/, '+00:00'), timezone: zone };
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Whether a `YYYY-MM-DD` text names a day of the (proleptic Gregorian) calendar, as luxon's ISO reading judges it,
 * without making a luxon date; undefined for a text of any other form, which is left to luxon.
 */
export function isCalendarDay(text: string): boolean | undefined {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!parts) return undefined;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : (MONTH_DAYS[month - 1] as number));
}

/**
 * The day after a `YYYY-MM-DD` day of the years 1000–9998, on the UTC calendar; undefined for any other text, which
 * is left to luxon.
 */
export function dayAfter(text: string): string | undefined {
  if (!isCalendarDay(text)) return undefined;
  const year = Number(text.slice(0, 4));
  if (year < 1000 || year > 9998) return undefined;
  const next = Date.UTC(year, Number(text.slice(5, 7)) - 1, Number(text.slice(8, 10)) + 1);
  return new Date(next).toISOString().slice(0, 10);
}

/**
 * The day before a `YYYY-MM-DD` day of the years 1001–9999, on the UTC calendar; undefined for any other text, which
 * is left to luxon.
 */
export function dayBefore(text: string): string | undefined {
  if (!isCalendarDay(text)) return undefined;
  const year = Number(text.slice(0, 4));
  if (year < 1001) return undefined;
  const previous = Date.UTC(year, Number(text.slice(5, 7)) - 1, Number(text.slice(8, 10)) - 1);
  return new Date(previous).toISOString().slice(0, 10);
}

/**
 * A wall-clock `YYYY-MM-DDTHH:MM:SS` of the years 1000–9999 read as UTC, as luxon writes it (`…Z`) without making a
 * luxon date; undefined for any other text (an hour of 24, a leap second), which is left to luxon.
 */
export function plainUtcIso(local: string): string | undefined {
  const clock = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/.exec(local);
  if (!clock || !isCalendarDay(clock[1] as string) || local < '1000') return undefined;
  return `${local}Z`;
}

/** The local calendar day of a time value (YYYY-MM-DD), as written. */
export function localDay(value: JsonLdValue | undefined): string | undefined {
  return readTime(value)?.iso.match(/^\d{4}-\d{2}-\d{2}/)?.[0];
}

/** Milliseconds since the epoch for comparing two times: absolute when offsets are known, else as wall-clock UTC. */
export function comparableMillis(value: JsonLdValue | undefined): { ms: number; absolute: boolean } | undefined {
  const time = readTime(value);
  if (!time) return undefined;
  // The common forms need no zone rules: an extended ISO time with its offset, or a wall clock read as UTC.
  if (EXTENDED_ISO.test(time.iso)) {
    const absolute = hasOffset(time.iso);
    const ms = Date.parse(absolute ? time.iso : `${time.iso}Z`);
    if (!Number.isNaN(ms)) return { ms, absolute };
  }
  const dt = toDateTime(time);
  if (!dt) return undefined;
  return { ms: dt.toMillis(), absolute: hasOffset(time.iso) };
}
