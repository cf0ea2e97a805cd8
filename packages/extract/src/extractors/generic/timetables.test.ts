import { describe, expect, it } from 'vitest';
import { readWhen } from './date-time.js';
import { STOP_LINE, timetableLines } from './timetables.js';

describe('STOP_LINE', () => {
  it('reads a stop, its word, its clock and what follows', () => {
    expect(STOP_LINE.exec('Frankfurt(Main)Hbf ab 09:13 ICE 1035')?.slice(1)).toEqual([
      'Frankfurt(Main)Hbf',
      'ab',
      '09:13',
      'ICE 1035',
    ]);
    expect(STOP_LINE.exec('Köln Hbf          an   10:17')?.slice(1)).toEqual(['Köln Hbf', 'an', '10:17', '']);
  });

  it('keeps a clock on twelve hours whole, its half of day with it, and no German "Am" after a clock', () => {
    expect(STOP_LINE.exec('Köln Hbf 08.03. ab 5:55 PM 6')?.slice(1)).toEqual(['Köln Hbf 08.03.', 'ab', '5:55 PM', '6']);
    expect(STOP_LINE.exec('Leipzig Hbf an 10:55pm')?.slice(1)).toEqual(['Leipzig Hbf', 'an', '10:55pm', '']);
    expect(STOP_LINE.exec('Hagen Hbf ab 10:15 Am Hauptbahnhof')?.slice(1)).toEqual([
      'Hagen Hbf',
      'ab',
      '10:15',
      'Am Hauptbahnhof',
    ]);
  });

  it('reads no stop in a line of long runs of spaces with no clock, in time along its length', () => {
    // The stop ends in a printed character, so each run of spaces is read one way: a stop that could end anywhere in
    // a run tried each of its places against every split of the run, and took seconds on this line.
    const gap = ' '.repeat(60000);
    expect(STOP_LINE.exec(`Berlin Hbf${gap}an${gap}ICE`)).toBeNull();
    expect(STOP_LINE.exec(`Berlin Hbf${gap}an 10:17`)?.slice(1)).toEqual(['Berlin Hbf', 'an', '10:17', '']);
  });
});

describe('timetableLines', () => {
  const read = (value: string) => readWhen(value, new Date('2025-07-10T10:00:00Z'));
  const text = [
    'Payment date 10 July 2025',
    'Outward journey',
    'Sat 19 Jul 2025 Travel time: 08:35',
    '07:22 Paris Nord',
    'TGV 8606',
    '11:07 Brussel-Zuid',
    'Transfer 75 min',
    '12:22 Brussel-Zuid',
    'EST 9339',
    '15:02 Rotterdam Centraal',
    'Transfer 18 min',
    '15:20 Rotterdam Centraal',
    'IC 2855',
    '15:57 Amsterdam Centraal',
  ];
  const rides = (lines: readonly string[]) =>
    timetableLines(lines, read, () => undefined)
      .filter((f) => f.fact !== 'train')
      .map((f) => `${f.fact} ${f.value}`);

  it("dates the rides by a day line that prints the journey's duration beside it, not by a payment's day", () => {
    expect(rides(text)).toEqual([
      'date 2025-07-19',
      'depart Paris Nord 07:22',
      'arrive Brussel-Zuid 11:07',
      'date 2025-07-19',
      'depart Rotterdam Centraal 15:20',
      'arrive Amsterdam Centraal 15:57',
    ]);
  });

  it("takes no traveller's day of birth printed beside their name for the rides' day", () => {
    const ticket = ['Reisender: Luca Meier, 12.05.1980', 'Zürich HB   ab 09:02  Gleis 31  IC 1', 'Bern   an 09:58'];
    expect(rides(ticket).join('\n')).not.toContain('1980');
    expect(rides(['Fri 20 Mar 2026', ...ticket])).toContain('date 2026-03-20');
  });

  it('reads no ride between a stop printed twice in a row, a change of trains there', () => {
    const values = rides(text).join('\n');
    expect(values).not.toContain('depart Rotterdam Centraal 15:02');
    expect(values).not.toContain('depart Brussel-Zuid 11:07');
  });

  it("reads stops that stack their clock, name and platform on lines of their own, each end's platform kept", () => {
    const stacked = [
      'Sat 19 Jul 2025 Travel time: 00:37',
      '15:20',
      'Rotterdam Centraal',
      'Track 14',
      'IC 2855',
      '15:57',
      'Amsterdam Centraal',
      'Track 12',
    ];
    expect(rides(stacked)).toEqual([
      'date 2025-07-19',
      'depart Rotterdam Centraal 15:20 Platform 14',
      'arrive Amsterdam Centraal 15:57 Platform 12',
    ]);
    // A platform not yet known is none; without a platform's line under each name, a clock over a name is no stop.
    expect(rides(stacked.map((l) => l.replace('Track 14', 'Track unknown')))[1]).toBe(
      'depart Rotterdam Centraal 15:20',
    );
    expect(rides(stacked.filter((l) => !l.startsWith('Track')))).toEqual([]);
  });
});
