import { describe, expect, it } from 'vitest';
import { htmlToPlainText } from './html-to-plain-text.js';

describe('htmlToPlainText', () => {
  it('gives one line per block with entities decoded and no wrapping', () => {
    const text = htmlToPlainText(
      `<h1>Booking</h1><p>Flight&nbsp;LH&nbsp;400 &amp; more ${'word '.repeat(40)}</p><div>Seat 12A</div><script>x()</script>`,
    );
    const lines = text.split('\n').filter(Boolean);
    expect(lines[0]).toBe('Booking');
    expect(lines[1]?.startsWith('Flight LH 400 & more word')).toBe(true);
    expect(lines[2]).toBe('Seat 12A');
    expect(text).not.toContain('x()');
  });

  it('reads a quoted original as its own lines, without quote marks', () => {
    const text = htmlToPlainText(
      '<div>On Sun, Eurowings wrote:</div><blockquote>Flight: 15.06.2017<br>Departure: 12:55</blockquote>',
    );
    expect(text.split('\n').filter(Boolean)).toEqual([
      'On Sun, Eurowings wrote:',
      'Flight: 15.06.2017',
      'Departure: 12:55',
    ]);
  });

  it("gives a definition list's terms and values, and an address, lines of their own", () => {
    const text = htmlToPlainText(
      '<dl><dt>Flight</dt><dd>LH 400</dd><dt>From</dt><dd>Frankfurt (FRA)</dd></dl><address>1 Lake Rd</address>',
    );
    expect(text.split('\n').filter(Boolean)).toEqual(['Flight', 'LH 400', 'From', 'Frankfurt (FRA)', '1 Lake Rd']);
  });
});
