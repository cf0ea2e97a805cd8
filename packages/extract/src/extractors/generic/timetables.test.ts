import { describe, expect, it } from 'vitest';
import { STOP_LINE } from './timetables.js';

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

  it('reads no stop in a line of long runs of spaces with no clock, in time along its length', () => {
    // The stop ends in a printed character, so each run of spaces is read one way: a stop that could end anywhere in
    // a run tried each of its places against every split of the run, and took seconds on this line.
    const gap = ' '.repeat(60000);
    expect(STOP_LINE.exec(`Berlin Hbf${gap}an${gap}ICE`)).toBeNull();
    expect(STOP_LINE.exec(`Berlin Hbf${gap}an 10:17`)?.slice(1)).toEqual(['Berlin Hbf', 'an', '10:17', '']);
  });
});
