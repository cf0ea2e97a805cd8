import { describe, expect, it } from 'vitest';
import { gridsAsTables } from './block-grids.js';
import { htmlToPlainText } from './html-to-plain-text.js';

const lines = (html: string) => htmlToPlainText(html).split('\n').filter(Boolean);

describe('gridsAsTables', () => {
  it('reads a header row of blocks over a row of values as a table: each row a line', () => {
    const html =
      '<div><div><div>DEPARTURE DATE</div><div>CLASS</div></div><div><div><b>29 September 2019</b></div><div>ECONOMY</div></div></div>';
    expect(lines(html)).toEqual(['DEPARTURE DATE CLASS', '29 September 2019 ECONOMY']);
  });

  it('reads a numbered heading (`PASSENGER 1`) as a heading', () => {
    const html =
      '<div><div><div>PASSENGER 1</div><div>TICKET</div></div><div><div>Ann Lee</div><div>Adult</div></div></div>';
    expect(lines(html)).toEqual(['PASSENGER 1 TICKET', 'Ann Lee Adult']);
  });

  it('takes the rows of as many cells as the header, leaving the blocks around them as they are', () => {
    const html =
      '<div><div><div>Total</div></div><div><div>FARE</div><div>TAXES</div></div><div><div>5 800 RUB</div><div>2 970 RUB</div></div><div><div>Thank you</div></div></div>';
    expect(lines(html)).toEqual(['Total', 'FARE TAXES', '5 800 RUB 2 970 RUB', 'Thank you']);
  });

  it('reads a row styled to lay its blocks side by side as one line', () => {
    expect(
      lines('<div style="display:flex"><div>Flight</div><div><b>LH 1234</b></div></div><div>Seat 4A</div>'),
    ).toEqual(['Flight LH 1234', 'Seat 4A']);
    expect(
      lines(
        '<div><div style="display:inline-block">Check-in</div><div style="display:inline-block">10 Apr</div></div>',
      ),
    ).toEqual(['Check-in 10 Apr']);
  });

  it('leaves cards stacked one under another as they are: their first block prints values, not headings', () => {
    const card = (n: string) =>
      `<div><div><b>Outbound</b></div><div>Flight: EI ${n}</div><div>Departs: 01 Oct 2026 15:50</div></div>`;
    const html = `<div>${card('135')}${card('138')}</div>`;
    expect(gridsAsTables(html)).toBe(html);
  });

  it('leaves a block that holds blocks of its own, and unstyled rows alone, as they are', () => {
    const nested = '<div><div><div>FARE</div><div><p>5 800</p></div></div><div><div>A</div><div>B</div></div></div>';
    expect(gridsAsTables(nested)).toBe(nested);
    const single = '<div><div>Flight</div><div>LH 1234</div></div>';
    expect(gridsAsTables(single)).toBe(single);
  });

  it('reads lines of a label and its value in inline elements side by side as rows of two cells', () => {
    const line = (label: string, value: string) =>
      `<div><span>${label}</span> <img src="i.png" alt="*"> <span><b>${value}</b></span></div>`;
    const html = `<div>${line('From', 'London St Pancras')}${line('To', 'Paris Nord')}</div>`;
    expect(gridsAsTables(html)).toContain('<tr><td>From</td>');
    expect(lines(html)).toEqual(['From London St Pancras', 'To Paris Nord']);
    // A label with its colon is read from the text already; a line alone is no list of facts.
    const colon = `<div>${line('From:', 'London')}${line('To:', 'Paris')}</div>`;
    expect(gridsAsTables(colon)).toBe(colon);
    expect(gridsAsTables(`<div>${line('From', 'London')}</div>`)).toBe(`<div>${line('From', 'London')}</div>`);
  });
});
