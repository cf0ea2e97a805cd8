import { HOTEL_CHECK_IN_TIME, HOTEL_CHECK_OUT_TIME } from '@tripline/contracts';

/** The fields of a segment that say when it happens. */
export interface TimedSegment {
  type: string;
  subType?: string | null;
  startDateTime?: string | null;
  startTimeZone?: string | null;
  endDateTime?: string | null;
  endTimeZone?: string | null;
}

/** A time as the traveler lives it: the local day and clock time in the segment's own zone, with that zone's offset. */
export interface LocalTime {
  /** YYYY-MM-DD in the segment's zone. */
  day: string;
  /** HH:MM, or undefined when the booking gives only a day. */
  time?: string;
  /** "UTC+01:00", when the zone or offset is known. */
  offset?: string;
  zone?: string;
}

const LOCAL = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2}))?/;
const OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;

function offsetLabel(raw: string): string {
  if (raw.toUpperCase() === 'Z') return 'UTC+00:00';
  const compact = raw.replace(':', '');
  return `UTC${compact.slice(0, 3)}:${compact.slice(3)}`;
}

/** The UTC offset of an IANA zone around a local day and time, as "UTC+01:00"; undefined for an unknown zone. */
export function zoneOffset(zone: string, day: string, time = '12:00'): string | undefined {
  try {
    // Reading the local time as UTC lands within hours of the instant, close enough to pick the zone's offset.
    const instant = new Date(`${day}T${time}:00Z`);
    const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value;
    if (!name) return undefined;
    return name === 'GMT' ? 'UTC+00:00' : name.replace('GMT', 'UTC');
  } catch {
    // An unknown zone name: show the time without an offset rather than fail the page.
    return undefined;
  }
}

/**
 * Reads a segment time without moving it to the viewer's zone: the written local time stays, and the offset comes
 * from the time itself or else from its zone.
 */
export function localTime(dateTime: string | null | undefined, zone?: string | null): LocalTime | undefined {
  const match = dateTime ? LOCAL.exec(dateTime) : null;
  if (!match?.[1]) return undefined;
  const day = match[1];
  const time = match[2] && match[3] ? `${match[2]}:${match[3]}` : undefined;
  const written = dateTime ? OFFSET.exec(dateTime.slice(10))?.[1] : undefined;
  const offset = written ? offsetLabel(written) : zone ? zoneOffset(zone, day, time) : undefined;
  return { day, time, offset, zone: zone ?? undefined };
}

/** The start and end a segment shows: hotels check in at 15:00 and out at 11:00 (spec §9), others as booked. */
export function segmentTimes(segment: TimedSegment): { start?: LocalTime; end?: LocalTime } {
  const start = localTime(segment.startDateTime, segment.startTimeZone);
  const end = localTime(segment.endDateTime, segment.endTimeZone);
  if (segment.type !== 'hotel') return { start, end };
  if (segment.subType === 'CheckOut')
    return { start: start && withTime(start, HOTEL_CHECK_OUT_TIME, segment.startTimeZone) };
  return {
    start: start && withTime(start, HOTEL_CHECK_IN_TIME, segment.startTimeZone),
    end: end && withTime(end, HOTEL_CHECK_OUT_TIME, segment.endTimeZone ?? segment.startTimeZone),
  };
}

function withTime(local: LocalTime, time: string, zone?: string | null): LocalTime {
  return { ...local, time, offset: zone ? (zoneOffset(zone, local.day, time) ?? local.offset) : local.offset };
}

/** "13:20 UTC+01:00", or the day alone when there is no time. */
export function formatLocalTime(local: LocalTime | undefined): string {
  if (!local) return '—';
  if (!local.time) return local.day;
  return local.offset ? `${local.time} ${local.offset}` : local.time;
}

/** "Mon, 10 Mar 2025" for a YYYY-MM-DD day, without moving it across zones. */
export function formatDay(day: string, locale = 'en-GB'): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
