import { describe, expect, it } from 'vitest';
import { plainLetters, SPELT_OUT_LETTERS } from './plain-letters.js';

describe('plainLetters', () => {
  it('folds accents and special letters, and lowers plain ASCII alike', () => {
    expect(plainLetters('Zürich HB')).toBe('zurich hb');
    expect(plainLetters('SØREN Straße')).toBe('soren strasse');
    expect(plainLetters('Booking Ref.\tNo 12')).toBe('booking ref.\tno 12');
    expect(plainLetters('ZURICH')).toBe(plainLetters('Zürich'));
  });
});

describe('plainLetters over Latin letters', () => {
  const spellOut = (text: string) =>
    text
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[ßæœøłđðþıħ]/g, (ch) => SPELT_OUT_LETTERS[ch] ?? ch);

  it('folds a text character by character as the whole text folds', () => {
    let seed = 7;
    const next = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed;
    };
    for (let n = 0; n < 20_000; n++) {
      const length = 1 + (next() % 12);
      // Mostly Latin letters, now and then an accent of its own, a Greek capital sigma or a CJK character.
      const text = Array.from({ length }, () => {
        const pick = next() % 40;
        if (pick === 0) return '\u0301';
        if (pick === 1) return 'Σ';
        if (pick === 2) return '東';
        return String.fromCharCode(next() % 0x180);
      }).join('');
      expect(plainLetters(text)).toBe(spellOut(text));
    }
    expect(plainLetters('İSTANBUL Łódź Vídeň')).toBe('istanbul lodz viden');
  });
});
