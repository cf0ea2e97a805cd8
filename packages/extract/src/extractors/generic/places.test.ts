import { describe, expect, it } from 'vitest';
import { airportsWriteDayFirst, terminalIn } from './places.js';

describe('terminals', () => {
  it('reads a terminal named by a word run on to its number, as well as by its number or letter', () => {
    expect(terminalIn('Kuala Lumpur (KUL) · Terminal klia2')).toBe('KLIA2');
    expect(terminalIn('Frankfurt (FRA), Terminal 1')).toBe('1');
    expect(terminalIn('Terminal information')).toBeUndefined();
  });
});

describe('the order of slashed days by airport', () => {
  it('is day first when every bracketed airport lies where the day is written first', () => {
    expect(airportsWriteDayFirst('From: Brussels (BRU)\nTo: Lisbon (LIS)')).toBe(true);
    expect(airportsWriteDayFirst('From: Brussels (BRU)\nTo: Newark (EWR)')).toBe(false);
    expect(airportsWriteDayFirst('From: Brussels (BRU)')).toBe(false);
    expect(airportsWriteDayFirst('From: Brussels (BRU)\nTo: Lisbon (LIS)\nTotal: $318.22')).toBe(false);
  });
});
