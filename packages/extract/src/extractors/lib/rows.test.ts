import { describe, expect, it } from 'vitest';
import { airportsInLine } from './rows.js';

describe('airportsInLine', () => {
  it('reads each airport of a row, its name run from the previous code or separator', () => {
    expect(airportsInLine('Tue 08 Sep 2026 17:05, Copenhagen Kastrup (CPH)  Helsinki (HEL) | (AMS)')).toEqual([
      { name: 'Copenhagen Kastrup', iataCode: 'CPH' },
      { name: 'Helsinki', iataCode: 'HEL' },
      { iataCode: 'AMS' },
    ]);
  });

  it('reads a row laid out in long runs of spaces, with no code after its last column', () => {
    // A row is read in time along its length: a pattern that searched forward for each name tried every split of
    // these runs from every place, and would not end on this line.
    const line = `Helsinki (HEL)${' '.repeat(3000)}Amsterdam${' '.repeat(3000)}(AM)`;
    expect(airportsInLine(line)).toEqual([{ name: 'Helsinki', iataCode: 'HEL' }]);
  });
});
