import { describe, expect, it } from 'vitest';
import { airportColumns, stackedAirportEnds } from './airport-columns.js';
import { readWhen } from './date-time.js';

const CARD = [
  '    DEPARTURE: WEDNESDAY 2 JANUARY 2019',
  '',
  '  FLIGHT                 WAW                 IEV                 Aircraft:',
  '                         Warsaw              Kyiv                Boeing 757-232',
  '  JP114',
  '  Class: Economy         Departing At:       Arriving At:',
  '                         13:43               14:56',
  '',
  ' Passenger name          Seats',
].join('\n');

describe('airportColumns', () => {
  it('writes a card of airport codes over their cities again a column after the other', () => {
    expect(airportColumns(CARD).split('\n')).toEqual([
      '    DEPARTURE: WEDNESDAY 2 JANUARY 2019',
      '',
      'FLIGHT',
      'JP114',
      'Class: Economy',
      '',
      'Warsaw (WAW)',
      'Departing At: 13:43',
      '',
      'Kyiv (IEV)',
      'Arriving At: 14:56',
      '',
      'Aircraft: Boeing 757-232',
      '',
      ' Passenger name          Seats',
    ]);
  });

  it('leaves the text as it is when the words under the codes are not their cities', () => {
    const text = CARD.replace('Warsaw  ', 'Economy ');
    expect(airportColumns(text)).toBe(text);
  });

  it('leaves words in capitals that are no known airports, and a single code, as they are', () => {
    const text = 'NOTE                 THE                 END\n                     Warsaw              Kyiv';
    expect(airportColumns(text)).toBe(text);
    const one = 'FLIGHT               WAW\n                     Warsaw';
    expect(airportColumns(one)).toBe(one);
  });
});

describe('stackedAirportEnds', () => {
  const read = (value: string) => readWhen(value, new Date('2018-06-15T00:00:00Z'));

  it("writes an end laid out in blocks, its airport, day and clock, on one line as the table's row prints it", () => {
    const text =
      'New Delhi (DEL)\n\nсб, Сент. 22, 2018\n\n08:30\n\nLeh (IXL)\n\nсб, Сент. 22, 2018\n\n09:55\n\nАвиакомпания: Go Air';
    expect(stackedAirportEnds(text, read)).toBe(
      'New Delhi (DEL) сб, Сент. 22, 2018 08:30\n\nLeh (IXL) сб, Сент. 22, 2018 09:55\n\nАвиакомпания: Go Air',
    );
  });

  it('leaves a place whose lines below are no day and clock alone, or name no known airport', () => {
    const text = 'New Delhi (DEL)\nTerminal 3\n08:30\nSomewhere (QQQ)\n22 Sep 2018\n08:30';
    expect(stackedAirportEnds(text, read)).toBe(text);
  });
});
