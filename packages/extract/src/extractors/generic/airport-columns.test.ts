import { describe, expect, it } from 'vitest';
import { airportColumns } from './airport-columns.js';

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
