import { describe, expect, it } from 'vitest';
import { FLAT_ROW } from './stop-table.js';

describe('FLAT_ROW', () => {
  it('reads a stop, its day, its word, its clock and what follows', () => {
    expect(FLAT_ROW.exec('Frankfurt(Main)Hbf 14.03. ab 09:13 7 ICE 1035')?.slice(1)).toEqual([
      'Frankfurt(Main)Hbf',
      '14',
      '03',
      'ab',
      '09',
      '13',
      '7 ICE 1035',
    ]);
    expect(FLAT_ROW.exec('14.03. an 10:17')?.slice(1)).toEqual(['', '14', '03', 'an', '10', '17', '']);
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
      '10',
      '17',
      '',
    ]);
  });
});
