import { DateTime } from 'luxon';
import type { JsonLdObject } from '../../schema/reservation.js';
import type { CalendarDay } from '../bcbp/index.js';
import { formatCalendarDay } from '../bcbp/index.js';

/**
 * An instant placed in its IANA zone, in the corpus's zone-aware form; without a usable zone, the ISO string as
 * given (it carries its own offset).
 */
export function zonedTime(iso: string, zone: string | undefined): JsonLdObject | string | undefined {
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

/** `18:20`, `5:10 PM`, `20.25` → `HH:MM`. */
export function parseClockTime(text: string): string | undefined {
  const match = /\b(\d{1,2})[:.h](\d{2})\s*([AaPp]\.?[Mm]\.?)?/.exec(text);
  if (!match) return undefined;
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  const meridiem = match[3]?.[0]?.toLowerCase();
  if (meridiem === 'p' && hours < 12) hours += 12;
  if (meridiem === 'a' && hours === 12) hours = 0;
  if (hours > 23 || minutes > 59) return undefined;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
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
