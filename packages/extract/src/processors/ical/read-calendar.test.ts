import { describe, expect, it } from 'vitest';
import { readCalendar, renderEventTime } from './read-calendar.js';

function calendar(header: string[], ...events: string[][]): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...header];
  for (const [i, event] of events.entries()) {
    lines.push('BEGIN:VEVENT', `UID:${i}@test`, 'DTSTAMP:20240101T000000Z', ...event, 'END:VEVENT');
  }
  lines.push('END:VCALENDAR', '');
  return lines.join('\r\n');
}

const zoned = (value: string, timezone: string) => ({ '@type': 'QDateTime', '@value': value, timezone });

function startsOf(text: string): unknown[] {
  const read = readCalendar(text, 10);
  if (!read.ok) throw new Error(read.error);
  return read.events.map((event) => (event.start ? renderEventTime(event.start) : undefined));
}

describe('readCalendar: the zone of a floating time', () => {
  it('reads a floating time in the zone the calendar names in X-WR-TIMEZONE', () => {
    const text = calendar(['X-WR-TIMEZONE:US/Eastern'], ['SUMMARY:Show', 'DTSTART:20110519T200000']);
    expect(startsOf(text)).toEqual([zoned('2011-05-19T20:00:00-04:00', 'US/Eastern')]);
  });

  it('leaves a floating time floating without X-WR-TIMEZONE or with a zone that does not exist', () => {
    expect(startsOf(calendar([], ['DTSTART:20110519T200000']))).toEqual(['2011-05-19T20:00:00']);
    expect(startsOf(calendar(['X-WR-TIMEZONE:Nowhere/Else'], ['DTSTART:20110519T200000']))).toEqual([
      '2011-05-19T20:00:00',
    ]);
  });

  it('keeps times in UTC or in a named zone as they are written', () => {
    const text = calendar(
      ['X-WR-TIMEZONE:Europe/London'],
      ['DTSTART:20190602T183700Z'],
      ['DTSTART;TZID=Europe/Berlin:20190602T183700'],
    );
    expect(startsOf(text)).toEqual(['2019-06-02T18:37:00Z', zoned('2019-06-02T18:37:00+02:00', 'Europe/Berlin')]);
  });
});

describe('readCalendar: Windows display names as TZID', () => {
  it('reads an undefined display-name TZID as the zone it names, in daylight and standard time', () => {
    const text = calendar(
      [],
      ['DTSTART;TZID="(GMT+10:00) Canberra, Melbourne, Sydney":20201028T133000'],
      ['DTSTART;TZID="(UTC-05:00) Eastern Time (US & Canada)":20201028T133000'],
      ['DTSTART;TZID="(UTC-05:00) Eastern Time (US & Canada)":20201102T133000'],
    );
    expect(startsOf(text)).toEqual([
      zoned('2020-10-28T13:30:00+11:00', 'Australia/Sydney'),
      zoned('2020-10-28T13:30:00-04:00', 'America/New_York'),
      zoned('2020-11-02T13:30:00-05:00', 'America/New_York'),
    ]);
  });

  it('does not trust a display name whose stated offset is not the standard offset of the zone it names', () => {
    const text = calendar([], ['DTSTART;TZID="(GMT+02:00) Canberra, Melbourne, Sydney":20201028T133000']);
    expect(startsOf(text)).toEqual(['2020-10-28T13:30:00']);
  });
});

describe('readCalendar: an event of no length', () => {
  it('tells no end for an event that ends at its start or before it, on one clock', () => {
    const read = readCalendar(
      calendar(
        [],
        ['DTSTART:20240703T052000Z', 'DTEND:20240703T052000Z'],
        ['DTSTART;TZID=Europe/Berlin:20240703T083400', 'DURATION:PT0M'],
        ['DTSTART:20240703T052000Z', 'DTEND:20240703T062000Z'],
        ['DTSTART;TZID=Europe/Berlin:20240703T083400', 'DTEND;TZID=Europe/Berlin:20240703T073400'],
        ['DTSTART;TZID=Europe/Berlin:20240703T083400', 'DTEND;TZID=Europe/London:20240703T073400'],
      ),
      10,
    );
    if (!read.ok) throw new Error(read.error);
    expect(read.events.map((e) => e.end?.local)).toEqual([
      undefined,
      undefined,
      '2024-07-03T06:20:00',
      undefined,
      // Two zones: not compared here.
      '2024-07-03T07:34:00',
    ]);
  });
});

describe('readCalendar: an all-day event Outlook writes from midnight to midnight', () => {
  it('reads the days an event marked X-MICROSOFT-CDO-ALLDAYEVENT covers as an all-day event', () => {
    const read = readCalendar(
      calendar(
        [],
        [
          'DTSTART;TZID=Europe/Berlin:20240703T000000',
          'DTEND;TZID=Europe/Berlin:20240706T000000',
          'X-MICROSOFT-CDO-ALLDAYEVENT:TRUE',
        ],
        // A timed event keeps its clock, whatever the mark says.
        [
          'DTSTART;TZID=Europe/Berlin:20240703T083400',
          'DTEND;TZID=Europe/Berlin:20240703T124300',
          'X-MICROSOFT-CDO-ALLDAYEVENT:TRUE',
        ],
        ['DTSTART;TZID=Europe/Berlin:20240703T000000', 'DTEND;TZID=Europe/Berlin:20240704T000000'],
      ),
      10,
    );
    if (!read.ok) throw new Error(read.error);
    expect(read.events.map((e) => [e.allDay, e.start?.local, e.end?.local])).toEqual([
      [true, '2024-07-03T00:00:00', '2024-07-05T23:59:59'],
      [false, '2024-07-03T08:34:00', '2024-07-03T12:43:00'],
      [false, '2024-07-03T00:00:00', '2024-07-04T00:00:00'],
    ]);
  });
});
