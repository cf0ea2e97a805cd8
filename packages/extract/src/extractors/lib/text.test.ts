import { describe, expect, it } from 'vitest';
import { blocksStartingWith, caseless, isCancellation, matchAll, withoutMarks } from './text.js';

describe('isCancellation', () => {
  it('recognises cancellations in several languages', () => {
    expect(isCancellation('', 'Your reservation has been cancelled')).toBe(true);
    expect(isCancellation('Ihre Buchung wurde storniert.')).toBe(true);
    expect(isCancellation('Votre réservation est annulée.')).toBe(true);
    expect(isCancellation('Su reserva ha sido cancelada.')).toBe(true);
    expect(isCancellation('La prenotazione è stata cancellata.')).toBe(true);
  });

  it('ignores the cancellation terms every confirmation carries', () => {
    expect(isCancellation('Free cancellation until 10 June. Cancellation policy applies.')).toBe(false);
    expect(isCancellation('Kostenlose Stornierung bis 10. Juni')).toBe(false);
    expect(isCancellation("Conditions d'annulation : sans frais jusqu'au 3 juin")).toBe(false);
  });
});

describe('blocksStartingWith', () => {
  it('splits at marker lines and drops what comes before the first', () => {
    expect(blocksStartingWith('intro\nFlight 1\na\nFlight 2\nb', /^Flight \d/)).toEqual(['Flight 1\na', 'Flight 2\nb']);
  });
});

describe('matchAll', () => {
  const same = (text: string, pattern: RegExp) => {
    const native = [...text.matchAll(pattern)].map((m) => [m.index, ...m]);
    expect(matchAll(text, pattern).map((m) => [m.index, ...m])).toEqual(native);
  };

  it('gives the matches String.prototype.matchAll gives, the pattern left as it was', () => {
    same('AB 12  CD-345 x EF 6', /(?<![A-Z0-9])([A-Z0-9]{2})(?:\s?-\s?|\s)?(\d{1,4})(?!\d)/g);
    same('Gleis 8 und gleis 9', /(?<![\p{L}])gleis\s+(\d)/giu);
    // Empty matches step over one character, or one code point with the u flag.
    same('a😀b', /x*/g);
    same('a😀b', /x*/gu);
    same('', /\S*/g);
    const pattern = /\d/g;
    pattern.lastIndex = 2;
    same('1234', pattern);
    expect(pattern.lastIndex).toBe(2);
    expect(() => matchAll('1', /\d/)).toThrow(TypeError);
  });
});

describe('withoutMarks on long lines', () => {
  it('keeps a line whose words stand a long run of spaces apart, in time along its length', () => {
    // The closing marks are looked for where a run starts only: tried from each place of a long run, they took seconds.
    const gap = ' '.repeat(60000);
    expect(withoutMarks(`Total${gap}EUR 20`)).toBe(`Total${gap}EUR 20`);
    expect(withoutMarks(`* Total${gap}EUR 20 *${gap}`)).toBe(`Total${gap}EUR 20`);
  });
});

describe('caseless', () => {
  it('matches a label in capitals, in small letters or as printed, its escapes left alone', () => {
    const code = new RegExp(String.raw`${caseless(String.raw`Код брони\s*:`)}\s*([A-Z0-9]{6})\b`);
    for (const line of ['Код брони: LQWTZR', 'КОД БРОНИ : LQWTZR', 'код брони:\nLQWTZR'])
      expect(code.exec(line)?.[1]).toBe('LQWTZR');
    // The value keeps its case: a word in small letters is no code.
    expect(code.exec('Код брони: lqwtzr')).toBeNull();
  });
});
