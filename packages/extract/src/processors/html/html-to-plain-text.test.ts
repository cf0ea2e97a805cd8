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

  it('gives an inline element styled as a block a line of its own, and leaves an inline block inline', () => {
    const text = htmlToPlainText(
      '<p>Trip <span style="display:block">Gate: 12</span><font style="display: block;">Seat: 3A</font>' +
        '<span style="display:inline-block">Row</span> 7</p>',
    );
    expect(text.split('\n').filter(Boolean)).toEqual(['Trip', 'Gate: 12', 'Seat: 3A', 'Row 7']);
  });

  it("gives an inline element a line of its own when the page's style sheet makes its class a block", () => {
    const html =
      '<html><head><style>span.Train{font-weight:bold;display:block}.Depart{display:block !important}' +
      'span.Inline{display:block;display:inline}@media (max-width:600px){span.Phone{display:block}}</style></head>' +
      '<body><div><span class="Train">Train 173: New York - Washington</span><span class="Depart">Depart 3:35 PM</span>' +
      '<span class="Inline">Coach</span> <span class="Phone">seat</span></div></body></html>';
    expect(htmlToPlainText(html).split('\n').filter(Boolean)).toEqual([
      'Train 173: New York - Washington',
      'Depart 3:35 PM',
      'Coach seat',
    ]);
  });

  it('keeps the lines of a source that breaks none with its elements', () => {
    const text = htmlToPlainText(
      '<html><body>\n<font>Outward</font>\n<font><b>Gent - Utrecht</b></font>\n' +
        '<font>Departure:</font> <font>Mon 02 Feb 2026 18:27</font>\n<table><tr><td>Code:</td><td>AB12</td></tr></table>\n</body></html>',
    );
    expect(text.split('\n').filter(Boolean)).toEqual([
      'Outward',
      'Gent - Utrecht',
      'Departure: Mon 02 Feb 2026 18:27',
      'Code: AB12',
    ]);
  });

  it('runs the lines of the source together where its elements break them', () => {
    const text = htmlToPlainText('<div>Departure:\n<b>Mon 02 Feb</b>\n18:27</div><div>Arrival</div>');
    expect(text.split('\n').filter(Boolean)).toEqual(['Departure: Mon 02 Feb 18:27', 'Arrival']);
  });

  // A confirmation written in lines with inline tags alone, as a forward or a quote holds it.
  const lines = [
    ['Booking code:', 'HHHHHHH'],
    ['Total price:', '60.00'],
    ['Outward', ''],
    ['Departure:', 'Mon 02 Feb 2026 18:27 Gent-Sint-Pieters'],
    ['Arrival:', 'Mon 02 Feb 2026 21:14 Utrecht Centraal'],
    ['Return', ''],
    ['Departure:', 'Sun 08 Feb 2026 17:45 Utrecht Centraal'],
    ['Arrival:', 'Sun 08 Feb 2026 20:32 Gent-Sint-Pieters'],
  ];
  const inLines = lines.map(([label, value]) => `<font>${label}</font> <font>${value}</font>\n`).join('');
  const printed = lines.map(([label, value]) => `${label} ${value}`.trim());

  it('keeps the lines of such a text beside blocks, as a forward holds it', () => {
    const text = htmlToPlainText(`<div class="quote"><div>Forwarded message<br>From: Rail</div>\n${inLines}</div>`);
    expect(text.split('\n').filter(Boolean)).toEqual(['Forwarded message', 'From: Rail', ...printed]);
  });

  it('keeps the lines of a quote whose elements break none', () => {
    const text = htmlToPlainText(`<div>On Monday, Rail wrote:</div><blockquote>\n${inLines}</blockquote>`);
    expect(text.split('\n').filter(Boolean)).toEqual(['On Monday, Rail wrote:', ...printed]);
  });

  it('leaves a short run beside blocks as one line, as its source lines cannot be told from wrapping there', () => {
    const text = htmlToPlainText('<div>Your trip</div>\n<font>Departure:</font>\n<font>18:27</font>\n');
    expect(text.split('\n').filter(Boolean)).toEqual(['Your trip', 'Departure: 18:27']);
  });

  it('runs together the source lines of a block beside other blocks, and of a table cell', () => {
    const text = htmlToPlainText(
      '<div>Trip</div><div>Your seat\n<b>12A</b></div><table><tr><td>Boarding\n<b>18:05</b></td></tr></table>',
    );
    expect(text.split('\n').filter(Boolean)).toEqual(['Trip', 'Your seat 12A', 'Boarding 18:05']);
  });
});

describe('html to plain text of hostile nesting', () => {
  it('reads the text of elements nested 20,000 deep', () => {
    const deep = `${'<b>'.repeat(20_000)}${'x'.repeat(300)}\nnext line`;
    // A line of 300 characters sends the conversion looking for the source's lines through the whole tree.
    const long = 'word '.repeat(60).trim();
    const text = htmlToPlainText(`<div><p>Booking reference: ABC123</p><p>${long}</p>${deep}</div>`);
    expect(text.split('\n').slice(0, 3)).toEqual(['Booking reference: ABC123', '', long]);
    expect(text).toContain(`${'x'.repeat(300)} next line`);
  });

  it('leaves out what an inline style hides: a preheader, the copy of the page a phone shows instead', () => {
    const text = htmlToPlainText(
      '<div style="display:none;max-height:0">Your stay is confirmed</div><div>Check-in: 10 Apr</div><div class="m" style="display: none">Check-in 10 Apr</div>',
    );
    expect(text).toBe('Check-in: 10 Apr');
  });

  it("leaves out what the style sheet's classes hide, though a phone's media query shows it", () => {
    const text = htmlToPlainText(
      '<style>.m-only{display:none} @media (max-width:600px) { .m-only{display:block !important} }</style><div>Check-in: 10 Apr</div><div class="m-only">Check-in 10 Apr</div>',
    );
    expect(text).toBe('Check-in: 10 Apr');
  });
});
