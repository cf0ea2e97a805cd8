import { describe, expect, it } from 'vitest';
import { plainLetters } from './plain-letters.js';

describe('plainLetters', () => {
  it('folds accents and special letters, and lowers plain ASCII alike', () => {
    expect(plainLetters('Zürich HB')).toBe('zurich hb');
    expect(plainLetters('SØREN Straße')).toBe('soren strasse');
    expect(plainLetters('Booking Ref.\tNo 12')).toBe('booking ref.\tno 12');
    expect(plainLetters('ZURICH')).toBe(plainLetters('Zürich'));
  });
});
