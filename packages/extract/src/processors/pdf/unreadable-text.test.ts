import { describe, expect, it } from 'vitest';
import { looksUnreadable } from './unreadable-text.js';

describe('looksUnreadable', () => {
  it('tells glyph numbers from text', () => {
    // `Your booking confirmation` from a font embedded without a map to Unicode: glyph numbers, a space as U+0003.
    expect(looksUnreadable('<RXU\u0003ERRNLQJ\u0003FRQILUPDWLRQ\n%RRNLQJ\u0003UHIHUHQFH\u001d\u00034;\u001a7=')).toBe(
      true,
    );
    expect(looksUnreadable('\u0001\u0002\u0003\u0004\u0005\u0006 \u0007\u0002\u0008')).toBe(true);
    expect(looksUnreadable('Your booking confirmation\nBooking reference: QX7TZP')).toBe(false);
    // A few bullets from a symbol font among text are not a page written in glyph numbers.
    expect(looksUnreadable('\uf0b7 Seat 12A\n\uf0b7 Gate B\n\uf0b7 Boarding 18:05 and a long line of conditions')).toBe(
      false,
    );
  });
});
