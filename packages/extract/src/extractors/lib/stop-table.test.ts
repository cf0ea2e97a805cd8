import { describe, expect, it } from 'vitest';
import { FLAT_ROW } from './stop-table.js';

describe('FLAT_ROW', () => {
  it('reads a stop, its day, its word, its clock and what follows', () => {
    expect(FLAT_ROW.exec('Frankfurt(Main)Hbf 14.03. ab 09:13 7 ICE 1035')?.slice(1)).toEqual([
      'Frankfurt(Main)Hbf',
      '14',
      '03',
      'ab',
      '09:13',
      '7 ICE 1035',
    ]);
    expect(FLAT_ROW.exec('14.03. an 10:17')?.slice(1)).toEqual(['', '14', '03', 'an', '10:17', '']);
  });

  it('reads a clock on twelve hours whole, its half of day no platform', () => {
    expect(FLAT_ROW.exec('Hannover Hbf 02.12. ab 4:36 PM 10 IC 2047')?.slice(1)).toEqual([
      'Hannover Hbf',
      '02',
      '12',
      'ab',
      '4:36 PM',
      '10 IC 2047',
    ]);
    // "Am" with a capital first is German ("am Bahnsteig"), not the morning.
    expect(FLAT_ROW.exec('Köln Hbf 02.12. an 4:36 Am Gleis 5')?.[5]).toBe('4:36');
  });

  it('reads no stop in a line of a long run of spaces with no day, in time along its length', () => {
    // The station ends in a printed character, so the run of spaces after it is read one way: a station that could end
    // anywhere in the run tried each of its places against the rest of the run, and took seconds on this line.
    const gap = ' '.repeat(60000);
    expect(FLAT_ROW.exec(`Berlin${gap}Hbf`)).toBeNull();
    expect(FLAT_ROW.exec(`Berlin Hbf${gap}14.03. an 10:17`)?.slice(1)).toEqual([
      'Berlin Hbf',
      '14',
      '03',
      'an',
      '10:17',
      '',
    ]);
  });
});
