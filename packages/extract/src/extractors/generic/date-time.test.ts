import { describe, expect, it } from 'vitest';
import { readWhen, slashedDay } from './date-time.js';

const sent = new Date('2017-02-20T10:00:00Z');

describe('readWhen', () => {
  it('reads a day whose month\'s name is joined to its number and year by hyphens ("Fri 09-Oct-2026")', () => {
    expect(readWhen('Fri 09-Oct-2026', sent)).toEqual({ date: '2026-10-09', rest: '' });
    expect(readWhen('09-Oct 14:20', sent)).toMatchObject({ date: '2017-10-09', clock: '14:20' });
  });

  it('reads a clock on twelve hours after an ISO day with its half of day, not as the morning', () => {
    expect(readWhen('lör 2025-05-10 11:00 PM', sent)).toMatchObject({ dateTime: '2025-05-10T23:00:00', rest: '' });
    expect(readWhen('2025-05-10 12:30 am', sent)).toMatchObject({ dateTime: '2025-05-10T00:30:00', rest: '' });
    expect(readWhen('2025-05-10 11:00 Paris', sent)).toMatchObject({ dateTime: '2025-05-10T11:00:00', rest: 'Paris' });
  });

  it('reads a slashed day whose day and month are the same number, in whichever order it is written', () => {
    expect(readWhen('12/12/2026 10:30', sent)).toMatchObject({ date: '2026-12-12', clock: '10:30' });
  });

  it('keeps the article that begins a place name after its time is read ("Los Angeles (LAX) 8:30 AM")', () => {
    expect(readWhen('Los Angeles (LAX) 8:30 AM', sent)).toEqual({ clock: '08:30', rest: 'Los Angeles (LAX)' });
    expect(readWhen('Las Palmas 14:05', sent).rest).toBe('Las Palmas');
    // An article before a day is still the day's: "Le samedi 18 mars 2017 à Paris".
    expect(readWhen('Le Samedi 18 mars 2017 20:00 Paris', sent).rest).toBe('Paris');
  });

  it('leaves out the Italian words between a station, its time and its day ("Milano Centrale ore 07:05 del 12 marzo 2017")', () => {
    expect(readWhen('Milano Centrale ore 07:05 del 12 marzo 2017', sent)).toEqual({
      date: '2017-03-12',
      clock: '07:05',
      dateTime: '2017-03-12T07:05:00',
      rest: 'Milano Centrale',
    });
    // An article that begins a place's name stays: "Al Ain", "Del Rio".
    expect(readWhen('12 marzo 2017 07:05 Al Ain', sent).rest).toBe('Al Ain');
  });

  it('takes no half of the day from the first letters of a place after a clock ("07:05 Amsterdam Centraal")', () => {
    expect(readWhen('07:05 Amsterdam Centraal', sent)).toEqual({ clock: '07:05', rest: 'Amsterdam Centraal' });
    expect(readWhen('19h40 Amman', sent)).toEqual({ clock: '19:40', rest: 'Amman' });
    expect(readWhen('7:05 am Boston', sent)).toEqual({ clock: '07:05', rest: 'Boston' });
    expect(readWhen('7:05 PM', sent)).toEqual({ clock: '19:05', rest: '' });
  });

  it('reads a day without its year after its weekday ("Di., 12.03."), not a clock written with dots', () => {
    expect(readWhen('Di., 12.03.', sent)).toEqual({ date: '2017-03-12', rest: '' });
    expect(readWhen('ven. 15.03. 18:04 Lyon Part-Dieu', sent)).toMatchObject({
      date: '2017-03-15',
      clock: '18:04',
      rest: 'Lyon Part-Dieu',
    });
    expect(readWhen('kl. 07.05. Stockholm', sent).date).toBeUndefined();
    expect(readWhen('12.03.', sent).date).toBeUndefined();
  });

  it('keeps the letter that names a terminal after its time is read ("02:25, Terminal A")', () => {
    expect(readWhen('27 Oct 2017, 02:25, Terminal A', sent)).toMatchObject({ clock: '02:25', rest: 'Terminal A' });
    // A trailing date word elsewhere is still the day's: "a" as in "10:00 a".
    expect(readWhen('Madrid 10:00 a', sent).rest).toBe('Madrid');
  });

  it('reads the day named by a month after a number that names none ("4 personnes le samedi 18 mars 2017")', () => {
    expect(readWhen('pour 4 personnes le samedi 18 mars 2017 à 20h00', sent)).toMatchObject({
      date: '2017-03-18',
      clock: '20:00',
    });
    expect(readWhen('2 nights from 12 June 2017', sent).date).toBe('2017-06-12');
  });

  it('takes no time of day after a day for its year ("12MAR 1005"), and keeps years written out', () => {
    expect(readWhen('12MAR 1005', sent)).toMatchObject({ date: '2017-03-12', rest: '1005' });
    expect(readWhen('15 Mar 2018 08:00', sent)).toMatchObject({ date: '2018-03-15', clock: '08:00' });
    expect(readWhen('15MAR18', sent).date).toBe('2018-03-15');
    expect(readWhen('March 15, 2018', sent).date).toBe('2018-03-15');
  });

  it('reads no day in a street named after one ("Rua 1 de Dezembro 120"), but a day written with its year', () => {
    for (const street of [
      'Rua 1 de Dezembro 120',
      'Rua 1º de Dezembro 12, Lisboa',
      'Calle 2 de Mayo 3, Madrid',
      'Via XX Settembre 14',
      'Avenida 5 de Outubro',
    ]) {
      expect(readWhen(street, sent)).toEqual({ rest: street });
    }
    expect(readWhen('Hotel Tivoli, Rua Augusta, 1 de Dezembro 12:00', sent)).toMatchObject({
      date: '2017-12-01',
      clock: '12:00',
    });
    expect(readWhen('Rua 25 de Abril de 2017', sent).date).toBe('2017-04-25');
  });

  it('reads a French clock written with its hour letter between spaces ("14 h 30")', () => {
    expect(readWhen('le 3 mars 2025 à 14 h 30', sent)).toMatchObject({ date: '2025-03-03', clock: '14:30' });
    expect(readWhen('Paris Gare de Lyon 9 h 05', sent)).toMatchObject({ clock: '09:05', rest: 'Paris Gare de Lyon' });
  });

  it('reads a day written year first with dots, with its weekday after it, and its time', () => {
    expect(readWhen('2027.01.08., szombat', sent)).toEqual({ date: '2027-01-08', rest: '' });
    expect(readWhen('2027. 1. 8. 06:15', sent)).toMatchObject({ date: '2027-01-08', clock: '06:15' });
  });
});

describe('the small words around a day and time in the languages of the labels', () => {
  it('leaves nothing of a value but its place: `uur`, `hod.`, `r.`, `den`, `segunda-feira` go with the day', () => {
    expect(readWhen('Amsterdam Centraal maandag 3 maart 2025 14:30 uur').rest).toBe('Amsterdam Centraal');
    expect(readWhen('Praha hl.n. 3. března 2025 v 14:30 hod.').rest).toBe('Praha hl.n.');
    expect(readWhen('Warszawa Centralna, 3 marca 2025 r., godz. 14:30').rest).toBe('Warszawa Centralna');
    expect(readWhen('Stockholm C den 3 mars 2025 kl. 14.30').rest).toBe('Stockholm C');
    expect(readWhen('Lisboa, segunda-feira, 3 de março de 2025 às 14h30').rest).toBe('Lisboa');
  });

  it('reads a Dutch clock after `om`, in a day written in Dutch or in English ("23 maart om 10:15")', () => {
    expect(readWhen('23 maart om 10:15', sent)).toMatchObject({ date: '2017-03-23', clock: '10:15', rest: '' });
    expect(readWhen('Mon 02 Feb 2026 om 18:27', sent)).toEqual({
      date: '2026-02-02',
      dateTime: '2026-02-02T18:27:00',
      clock: '18:27',
      rest: '',
    });
  });

  it('keeps the article that begins a place: `Den Haag Centraal`', () => {
    expect(readWhen('14:30 Den Haag Centraal')).toEqual({ clock: '14:30', rest: 'Den Haag Centraal' });
  });

  it('reads the local forms of a day of the ten languages', () => {
    const days = [
      '3. března 2025',
      '3 mars 2025',
      '3 de marzo de 2025',
      '3 marca 2025',
      '3 maart 2025',
      '3 marzo 2025',
      '3 de março de 2025',
      '3. 3. 2025',
    ].map((v) => readWhen(v).date);
    expect(new Set(days)).toEqual(new Set(['2025-03-03']));
    expect(readWhen('3 mars 2025 kl. 14.30').dateTime).toBe('2025-03-03T14:30:00');
  });

  it('reads a slashed day with a year of two digits ("12/03/26") in the order the document writes its days', () => {
    expect(readWhen('Aéroport de Nice, 12/03/26 à 10h00', sent, 'day first')).toMatchObject({
      dateTime: '2026-03-12T10:00:00',
      rest: 'Aéroport de Nice',
    });
    expect(readWhen('15/03/26 09:00', sent)).toMatchObject({ dateTime: '2026-03-15T09:00:00' });
    // Read two ways and the document shows no order: no day rather than a wrong one.
    expect(readWhen('12/03/26 10:00', sent).date).toBeUndefined();
  });

  it('reads a Czech day whose month is abbreviated ("čt 12. bře 2026"), as booking sites print it', () => {
    expect(readWhen('čt 12. bře 2026 07:10', sent)).toMatchObject({ dateTime: '2026-03-12T07:10:00', rest: '' });
    expect(readWhen('so 3. říj 2026', sent).date).toBe('2026-10-03');
    expect(readWhen('1. pro 2026', sent).date).toBe('2026-12-01');
  });

  it('reads the Nordic day with its year after a space ("12/3 2026"), always the day first', () => {
    expect(readWhen('Stockholm Cityterminalen, 12/3 2026 06:15', sent)).toEqual({
      date: '2026-03-12',
      dateTime: '2026-03-12T06:15:00',
      clock: '06:15',
      rest: 'Stockholm Cityterminalen',
    });
  });
});

describe('slashedDay', () => {
  it('reads the part over 12 as the day, whichever side it is on', () => {
    expect(slashedDay(23, 7, 2024)).toBe('2024-07-23');
    expect(slashedDay(7, 23, 2024)).toBe('2024-07-23');
    expect(slashedDay(12, 12, 2024)).toBe('2024-12-12');
  });

  it('reads a day that shows no order only as the document’s order says', () => {
    expect(slashedDay(3, 7, 2024)).toBeUndefined();
    expect(slashedDay(3, 7, 2024, 'day first')).toBe('2024-07-03');
    expect(slashedDay(3, 7, 2024, 'month first')).toBe('2024-03-07');
  });

  it('refuses a day the calendar lacks', () => {
    expect(slashedDay(31, 2, 2024)).toBeUndefined();
    expect(slashedDay(2, 31, 2024)).toBeUndefined();
    expect(slashedDay(31, 4, 2024, 'month first')).toBeUndefined();
    expect(slashedDay(13, 13, 2024)).toBeUndefined();
  });
});
