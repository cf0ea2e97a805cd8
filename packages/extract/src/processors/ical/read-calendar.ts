import ICAL from 'ical.js';
import { DateTime, FixedOffsetZone, IANAZone } from 'luxon';
import { dayBefore, plainUtcIso, plainZonedIso } from '../../postprocess/date-time.js';
import { ianaZone } from '../../postprocess/zone-offsets.js';
import { isIanaZone } from '../../refdata/airports.js';
import type { JsonLdObject } from '../../schema/reservation.js';
import { htmlToPlainText } from '../html/html-to-plain-text.js';

/** A moment of a calendar event, as precise as the calendar states it. */
export interface EventTime {
  /** Wall-clock time as written: `YYYY-MM-DDTHH:MM:SS`. */
  local: string;
  /** IANA zone, when the event names one that exists. */
  zone?: string;
  /** ISO with offset, when the calendar fixes the instant (UTC, or a zone defined only by its VTIMEZONE). */
  instant?: string;
}

/** The parts of a VEVENT the mapping uses. */
export interface CalendarEvent {
  /** The event's UID: who minted it may show in its domain (`…@swiss.com`). */
  uid?: string;
  summary?: string;
  description?: string;
  location?: string;
  url?: string;
  /** Who sent the invitation: the ORGANIZER's address (`mailto:…`) or name. */
  organizer?: string;
  geo?: { latitude: number; longitude: number };
  start?: EventTime;
  end?: EventTime;
  allDay: boolean;
  /** The event was called off: STATUS:CANCELLED, or a calendar sent with METHOD:CANCEL. */
  cancelled: boolean;
}

export type ReadCalendarResult = { ok: true; events: CalendarEvent[]; skipped: number } | { ok: false; error: string };

const pad = (n: number) => String(n).padStart(2, '0');

function localText(time: ICAL.Time): string {
  return `${String(time.year).padStart(4, '0')}-${pad(time.month)}-${pad(time.day)}T${pad(time.hour)}:${pad(time.minute)}:${pad(time.second)}`;
}

/**
 * Windows' names of the zones calendars most often carry without defining them (Outlook and Exchange write them;
 * a forwarded invitation may lose its VTIMEZONE), each with the IANA zone Unicode's CLDR maps it to.
 */
const WINDOWS_ZONES: Readonly<Record<string, string>> = {
  'W. Europe Standard Time': 'Europe/Berlin',
  'Romance Standard Time': 'Europe/Paris',
  'Central Europe Standard Time': 'Europe/Budapest',
  'Central European Standard Time': 'Europe/Warsaw',
  'GMT Standard Time': 'Europe/London',
  'GTB Standard Time': 'Europe/Bucharest',
  'FLE Standard Time': 'Europe/Kiev',
  'E. Europe Standard Time': 'Europe/Chisinau',
  'Russian Standard Time': 'Europe/Moscow',
  'Turkey Standard Time': 'Europe/Istanbul',
  'Eastern Standard Time': 'America/New_York',
  'Central Standard Time': 'America/Chicago',
  'Mountain Standard Time': 'America/Denver',
  'Pacific Standard Time': 'America/Los_Angeles',
  'Arabian Standard Time': 'Asia/Dubai',
  'India Standard Time': 'Asia/Calcutta',
  'SE Asia Standard Time': 'Asia/Bangkok',
  'Singapore Standard Time': 'Asia/Singapore',
  'China Standard Time': 'Asia/Shanghai',
  'Tokyo Standard Time': 'Asia/Tokyo',
  'Korea Standard Time': 'Asia/Seoul',
  'AUS Eastern Standard Time': 'Australia/Sydney',
  'New Zealand Standard Time': 'Pacific/Auckland',
};

/**
 * The places of the display names Outlook writes as TZID (`(GMT+10:00) Canberra, Melbourne, Sydney`, `(UTC-05:00)
 * Eastern Time (US & Canada)`) when it leaves the zone undefined, each with the IANA zone of the same Windows zone.
 */
const WINDOWS_DISPLAY_NAMES: Readonly<Record<string, string>> = {
  'Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna': 'Europe/Berlin',
  'Brussels, Copenhagen, Madrid, Paris': 'Europe/Paris',
  'Belgrade, Bratislava, Budapest, Ljubljana, Prague': 'Europe/Budapest',
  'Sarajevo, Skopje, Warsaw, Zagreb': 'Europe/Warsaw',
  'Dublin, Edinburgh, Lisbon, London': 'Europe/London',
  'Athens, Bucharest': 'Europe/Bucharest',
  'Helsinki, Kyiv, Riga, Sofia, Tallinn, Vilnius': 'Europe/Kiev',
  'Helsinki, Kiev, Riga, Sofia, Tallinn, Vilnius': 'Europe/Kiev',
  'Moscow, St. Petersburg': 'Europe/Moscow',
  'Moscow, St. Petersburg, Volgograd': 'Europe/Moscow',
  Istanbul: 'Europe/Istanbul',
  'Eastern Time (US & Canada)': 'America/New_York',
  'Central Time (US & Canada)': 'America/Chicago',
  'Mountain Time (US & Canada)': 'America/Denver',
  'Pacific Time (US & Canada)': 'America/Los_Angeles',
  'Abu Dhabi, Muscat': 'Asia/Dubai',
  'Chennai, Kolkata, Mumbai, New Delhi': 'Asia/Calcutta',
  'Bangkok, Hanoi, Jakarta': 'Asia/Bangkok',
  'Kuala Lumpur, Singapore': 'Asia/Singapore',
  'Beijing, Chongqing, Hong Kong, Urumqi': 'Asia/Shanghai',
  'Osaka, Sapporo, Tokyo': 'Asia/Tokyo',
  Seoul: 'Asia/Seoul',
  'Canberra, Melbourne, Sydney': 'Australia/Sydney',
  'Auckland, Wellington': 'Pacific/Auckland',
};

/** `(GMT+10:00) `, `(UTC-05:00) `, `(GMT-05.00) `, `(UTC) `: the offset a display name starts with, in minutes. */
const DISPLAY_NAME_OFFSET = /^\(\s*(?:GMT|UTC)\s*(?:([+\-\u2212])\s*(\d{1,2})(?:[.:](\d{2}))?)?\s*\)\s*/i;

/**
 * The IANA zone of a Windows display name, when its places are known and the offset it states is that zone's
 * standard offset (the smaller of January's and July's): a name that says otherwise is not trusted.
 */
function displayNameZone(tzid: string): string | undefined {
  const match = DISPLAY_NAME_OFFSET.exec(tzid.trim());
  if (!match) return undefined;
  const zone = WINDOWS_DISPLAY_NAMES[tzid.trim().slice(match[0].length).trim()];
  if (!zone) return undefined;
  const sign = match[1] === '-' || match[1] === '\u2212' ? -1 : 1;
  const stated = sign * (Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0));
  const iana = IANAZone.create(zone);
  const standard = Math.min(iana.offset(Date.UTC(2020, 0, 1)), iana.offset(Date.UTC(2020, 6, 1)));
  return iana.isValid && standard === stated ? zone : undefined;
}

/**
 * The IANA zone a TZID names though it is no IANA name itself: one at the end of a path that calendar programs put
 * before it (`/mozilla.org/20050126_1/Europe/Berlin`, `/citadel.org/20190914_1/America/New_York`), or, where the
 * calendar defines no zone of that name, a Windows zone name or display name.
 */
function zoneNamedIn(tzid: string, defined: boolean): string | undefined {
  const path = tzid.split('/').filter(Boolean);
  for (const k of [3, 2]) {
    const tail = path.slice(-k).join('/');
    if (path.length > k && /^[A-Z][A-Za-z_]+\//.test(tail) && isIanaZone(tail)) return tail;
  }
  return defined ? undefined : (WINDOWS_ZONES[tzid.trim()] ?? displayNameZone(tzid));
}

/**
 * An event time as the calendar states it. A floating time (no TZID, no `Z`) is read in `calendarZone`, the zone the
 * calendar names in X-WR-TIMEZONE, when there is one.
 */
function eventTime(
  time: ICAL.Time | null | undefined,
  tzid: string | undefined,
  calendarZone?: string,
): EventTime | undefined {
  if (!time) return undefined;
  const local = localText(time);
  const floating = !tzid && (!time.zone || time.zone.tzid === 'floating');
  if (floating && calendarZone) return { local, zone: calendarZone };
  const written = tzid ?? time.zone?.tzid;
  const defined = Boolean(time.zone && time.zone.tzid !== 'floating');
  const zoneName =
    written && written !== 'UTC' && !isIanaZone(written) ? (zoneNamedIn(written, defined) ?? written) : written;
  if (zoneName === 'UTC' || time.zone === ICAL.Timezone.utcTimezone) {
    // A plain wall clock as luxon would write it in UTC, without making a luxon date; any other by luxon.
    const instant =
      plainUtcIso(local) ?? DateTime.fromISO(local, { zone: 'utc' }).toISO({ suppressMilliseconds: true });
    return { local, instant: instant ?? local };
  }
  if (zoneName && isIanaZone(zoneName)) return { local, zone: zoneName };
  if (zoneName && defined) {
    // A zone the calendar defines itself (Outlook's "W. Europe Standard Time"): its VTIMEZONE gives the offset.
    const instant = DateTime.fromSeconds(time.toUnixTime(), { zone: 'utc' });
    const offsetMinutes = Math.round(
      (DateTime.fromISO(local, { zone: 'utc' }).toMillis() - instant.toMillis()) / 60_000,
    );
    const shifted = instant.setZone(FixedOffsetZone.instance(offsetMinutes));
    return { local, instant: shifted.toISO({ suppressMilliseconds: true }) ?? local };
  }
  return { local };
}

/** An event time as the engine writes it: zone-aware when known, else local. */
export function renderEventTime(time: EventTime): JsonLdObject | string {
  if (time.zone) {
    const known = ianaZone(time.zone);
    // A plain local time in a known zone, the common case, as luxon would write it but without it.
    const plain = known ? plainZonedIso(time.local, known) : undefined;
    if (plain) return { '@type': 'QDateTime', '@value': plain, timezone: time.zone };
    const value = DateTime.fromISO(time.local, { zone: known ?? time.zone });
    return {
      '@type': 'QDateTime',
      '@value': value.toISO({ suppressMilliseconds: true }) ?? time.local,
      timezone: time.zone,
    };
  }
  return time.instant ?? time.local;
}

function allDayEnd(start: ICAL.Time, end: ICAL.Time | null | undefined): EventTime {
  // DTEND of an all-day event is exclusive: the event ends the second before that day begins.
  const first = localText(start).slice(0, 10);
  const endDay = end ? localText(end).slice(0, 10) : undefined;
  // The day before on the UTC calendar in the common range (see `dayBefore`), by luxon outside it.
  const after =
    endDay === undefined
      ? null
      : (dayBefore(endDay) ?? DateTime.fromISO(endDay, { zone: 'utc' }).minus({ days: 1 }).toISODate());
  const last = after && after > first ? after : first;
  return { local: `${last}T23:59:59` };
}

/**
 * A text some writers escaped as a program's string literal on top of iCalendar's own escapes (Apple's iCal 1.0:
 * `including \"Knowledge Markup\"\r\"Knowledge Management\"`): a backslash before a quote stands for the quote, and
 * in such a text `\r`, `\t` for a line break and a tab. RFC 5545 escapes neither quotes nor those letters.
 */
function withoutStringEscapes(value: string): string {
  if (!/\\['"]/.test(value)) return value;
  return value
    .replace(/\\+(['"])/g, '$1')
    .replace(/\\r(?=\n)/g, '')
    .replace(/\\r/g, '\n')
    .replace(/\\t/g, '\t');
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? withoutStringEscapes(value) : undefined;
}

/**
 * A property's text, decoded where vCalendar 1.0 writers (Outlook up to 2003) quote it (`DESCRIPTION;ENCODING=
 * QUOTED-PRINTABLE:Booking number 123=0D=0A…`): its bytes in the CHARSET it names, else UTF-8, else Windows-1252.
 */
function textOf(vevent: ICAL.Component, name: string, value: unknown): string | undefined {
  const property = vevent.getFirstProperty(name);
  const encoding = property?.getParameter('encoding');
  if (typeof value !== 'string' || typeof encoding !== 'string' || !/^quoted-printable$/i.test(encoding)) {
    return text(value);
  }
  const bytes: number[] = [];
  const raw = value.replace(/=\r?\n/g, '');
  for (let i = 0; i < raw.length; i++) {
    const hex = raw[i] === '=' ? /^[0-9A-Fa-f]{2}$/.exec(raw.slice(i + 1, i + 3))?.[0] : undefined;
    if (hex) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      for (const byte of new TextEncoder().encode(raw[i])) bytes.push(byte);
    }
  }
  const charset = property?.getParameter('charset');
  const array = new Uint8Array(bytes);
  let decoded: string;
  try {
    decoded = new TextDecoder(typeof charset === 'string' ? charset : 'utf-8', { fatal: true }).decode(array);
  } catch {
    decoded = new TextDecoder('windows-1252').decode(array);
  }
  return text(decoded.replace(/\r\n?/g, '\n'));
}

/**
 * Whether an end comes at the very moment of the start (DTEND = DTSTART, `DURATION:PT0M`: the event marks a moment)
 * or before it (a sender's slip): either way no end is told. Two times are compared only on one clock: both instants,
 * or both wall clocks of one zone or none.
 */
function endsNoLaterThan(end: EventTime, start: EventTime): boolean {
  if (end.instant && start.instant) return Date.parse(end.instant) <= Date.parse(start.instant);
  return !end.instant && !start.instant && end.zone === start.zone && end.local <= start.local;
}

/** Whether a time is a day's first moment, `00:00:00`. */
function atMidnight(time: ICAL.Time | null | undefined): boolean {
  return Boolean(time && time.hour === 0 && time.minute === 0 && time.second === 0);
}

/**
 * Outlook writes an all-day event as one from midnight to midnight marked `X-MICROSOFT-CDO-ALLDAYEVENT:TRUE`: it is
 * read as the days it covers, not as a journey or a stay starting at 00:00.
 */
function outlookAllDay(vevent: ICAL.Component, event: ICAL.Event): boolean {
  const mark = vevent.getFirstPropertyValue('x-microsoft-cdo-alldayevent');
  if (typeof mark !== 'string' || mark.trim().toUpperCase() !== 'TRUE') return false;
  return atMidnight(event.startDate) && (!vevent.hasProperty('dtend') || atMidnight(event.endDate));
}

/**
 * The description Outlook gives only as HTML (`X-ALT-DESC;FMTTYPE=text/html:<html>…`), as plain text: read where the
 * event has no DESCRIPTION of its own.
 */
function htmlDescription(vevent: ICAL.Component): string | undefined {
  const property = vevent.getFirstProperty('x-alt-desc');
  const type = property?.getParameter('fmttype');
  const value = property?.getFirstValue();
  if (typeof value !== 'string' || typeof type !== 'string' || !/^text\/html$/i.test(type.trim())) return undefined;
  // The parser leaves a property it does not know as written: its escapes (`\n`, `\,`) are undone here.
  const html = value.replace(/\\([nN,;\\])/g, (_all, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
  return text(htmlToPlainText(html).replace(/\n{3,}/g, '\n\n'));
}

function readEvent(vevent: ICAL.Component, calendarCancelled: boolean, calendarZone?: string): CalendarEvent {
  const event = new ICAL.Event(vevent);
  const allDay = (event.startDate?.isDate ?? false) || outlookAllDay(vevent, event);
  const status = vevent.getFirstPropertyValue('status');
  const cancelled = calendarCancelled || (typeof status === 'string' && status.toUpperCase() === 'CANCELLED');
  const tzidOf = (name: string) => {
    const tzid = vevent.getFirstProperty(name)?.getParameter('tzid');
    return typeof tzid === 'string' ? tzid : undefined;
  };
  const result: CalendarEvent = { allDay, cancelled };
  const optional = {
    uid: text(vevent.getFirstPropertyValue('uid')),
    summary: textOf(vevent, 'summary', event.summary),
    description: textOf(vevent, 'description', event.description) ?? htmlDescription(vevent),
    location: textOf(vevent, 'location', event.location),
    url: text(vevent.getFirstPropertyValue('url')),
    organizer: text(vevent.getFirstPropertyValue('organizer')),
  };
  for (const [key, value] of Object.entries(optional)) if (value) result[key as keyof typeof optional] = value;
  const geo = vevent.getFirstPropertyValue('geo');
  if (Array.isArray(geo) && geo.length === 2 && geo.every((n) => typeof n === 'number' && Number.isFinite(n))) {
    result.geo = { latitude: geo[0] as number, longitude: geo[1] as number };
  }
  if (event.startDate) {
    if (allDay) {
      result.start = { local: `${localText(event.startDate).slice(0, 10)}T00:00:00` };
      result.end = allDayEnd(event.startDate, vevent.hasProperty('dtend') ? event.endDate : undefined);
    } else {
      const start = eventTime(event.startDate, tzidOf('dtstart'), calendarZone);
      if (start) result.start = start;
      const end =
        vevent.hasProperty('dtend') || vevent.hasProperty('duration')
          ? eventTime(event.endDate, tzidOf('dtend') ?? tzidOf('dtstart'), calendarZone)
          : undefined;
      if (end && !(start && endsNoLaterThan(end, start))) result.end = end;
    }
  }
  return result;
}

/**
 * Joins the lines of a quoted-printable value that ends a line in `=` (a soft line break), which an iCalendar
 * parser would otherwise read as a new property.
 */
function joinSoftBreaks(textInput: string): string {
  if (!/ENCODING=QUOTED-PRINTABLE/i.test(textInput)) return textInput;
  const lines = textInput.split(/\r?\n/);
  const out: string[] = [];
  let quoted = false;
  for (const line of lines) {
    const last = out.length - 1;
    if (quoted && last >= 0) out[last] = `${(out[last] ?? '').slice(0, -1)}${line}`;
    else out.push(line);
    const current = out[out.length - 1] ?? '';
    quoted = /^[^:]*;ENCODING=QUOTED-PRINTABLE[;:]/i.test(current) && current.endsWith('=');
  }
  return out.join('\r\n');
}

/**
 * The text without the content lines that carry no value (`ORGANIZER;CN=Sixt SE`, a name and parameters with no
 * colon), folded lines joined first: one sender's slip that an iCalendar parser refuses the whole file for.
 */
function withoutValuelessLines(textInput: string): string {
  return textInput
    .replace(/\r?\n[ \t]/g, '')
    .split(/\r?\n/)
    .filter((line) => line.includes(':') || !line.trim())
    .join('\r\n');
}

/**
 * A date-time property marked `VALUE=DATE` whose value still carries its clock (`DTSTART;VALUE=DATE:20090117T200000`,
 * as some event feeds write every time): the parser would read the day alone and make the event all-day, so the
 * mark goes and the clock is read. A true date (`VALUE=DATE:20090327`) keeps it.
 */
function datesWithClocks(textInput: string): string {
  if (!/VALUE=DATE:\d{8}T/i.test(textInput)) return textInput;
  return textInput.replace(
    /^((?:DTSTART|DTEND|RECURRENCE-ID)(?:;[^:\r\n]*)?);VALUE=DATE((?:;[^:\r\n]*)?):(\d{8}T\d{6}Z?)[ \t]*$/gim,
    '$1$2:$3',
  );
}

/** The text parsed, once more without its valueless lines when the parser refuses it as it is. */
function parsedCalendar(textInput: string): unknown[] {
  const text = datesWithClocks(joinSoftBreaks(textInput));
  try {
    return ICAL.parse(text) as unknown[];
  } catch (error) {
    const repaired = withoutValuelessLines(text);
    if (repaired.length === text.length) throw error;
    try {
      return ICAL.parse(repaired) as unknown[];
    } catch {
      throw error;
    }
  }
}

function calendarsOf(textInput: string): ICAL.Component[] {
  const parsed = parsedCalendar(textInput);
  // Several VCALENDAR blocks in one file parse to a list of them.
  const list = Array.isArray(parsed[0]) ? parsed : [parsed];
  return list
    .filter((jcal) => Array.isArray(jcal) && typeof jcal[0] === 'string')
    .map((jcal) => new ICAL.Component(jcal as never))
    .flatMap((root) => (root.name === 'vcalendar' ? [root] : root.getAllSubcomponents('vcalendar')));
}

/** The IANA zone a calendar names as its own in X-WR-TIMEZONE (Apple's and Google's), when it exists. */
function calendarZoneOf(calendar: ICAL.Component): string | undefined {
  const named = calendar.getFirstPropertyValue('x-wr-timezone');
  const zone = typeof named === 'string' ? named.trim() : '';
  return zone && zone !== 'UTC' && isIanaZone(zone) ? zone : undefined;
}

/** The events of an iCalendar text (RFC 5545), at most `maxEvents`; recurrences give their first instance. */
export function readCalendar(textInput: string, maxEvents: number): ReadCalendarResult {
  let vevents: { vevent: ICAL.Component; cancelled: boolean; zone: string | undefined }[];
  try {
    const calendars = calendarsOf(textInput);
    if (calendars.length === 0) return { ok: false, error: 'no VCALENDAR in the text' };
    vevents = calendars.flatMap((calendar) => {
      const method = calendar.getFirstPropertyValue('method');
      const cancelled = typeof method === 'string' && method.toUpperCase() === 'CANCEL';
      const zone = calendarZoneOf(calendar);
      return calendar.getAllSubcomponents('vevent').map((vevent) => ({ vevent, cancelled, zone }));
    });
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  const events: CalendarEvent[] = [];
  for (const { vevent, cancelled, zone } of vevents.slice(0, maxEvents)) {
    try {
      events.push(readEvent(vevent, cancelled, zone));
    } catch {
      // An event with unreadable dates is left out; the others still count.
    }
  }
  return { ok: true, events, skipped: vevents.length - events.length };
}
