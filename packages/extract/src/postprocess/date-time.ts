import { DateTime } from 'luxon';
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

/** A local or offset time made zone-aware in an IANA zone; undefined for date-only or unreadable values. */
export function zoneTime(value: JsonLdValue | undefined, zone: string): ZonedTimeValue | undefined {
  const time = readTime(value);
  if (!time || isDateOnly(time.iso)) return undefined;
  const luxonZone = ianaZone(zone) ?? zone;
  const dt = hasOffset(time.iso)
    ? DateTime.fromISO(time.iso, { setZone: true }).setZone(luxonZone)
    : DateTime.fromISO(time.iso, { zone: luxonZone });
  if (!dt.isValid) return undefined;
  const iso = dt.toISO({ suppressMilliseconds: true, includeOffset: true });
  if (!iso) return undefined;
  return { '@type': 'QDateTime', '@value': iso.replace(/Z$/, '+00:00'), timezone: zone };
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
