import { describe, expect, it } from 'vitest';
import { loadCorpusCases, loadSampleCases } from './cases.js';
import { HTML_LAYOUT_VARIANTS, runHtmlLayoutVariants } from './html-variants.js';

const page =
  '<html><head><style>td { color: #333 }</style></head><body>\n<table><tr><td>Booking reference:</td><td>ABC123</td></tr>\n<tr><td>Depart:</td><td>14.07.2024 18:05</td></tr></table></body></html>';
const rewrite = (variant: string) => (HTML_LAYOUT_VARIANTS[variant] as (h: string) => string)(page);

describe('HTML layout variants', () => {
  it('build the same page another way: blocks for tables, markup minified, tags in capitals', () => {
    expect(rewrite('tables as blocks')).toContain('<div><div><div>Booking reference:</div><div>ABC123</div></div>');
    // A block keeps its table's attributes: the scope of the page's microdata stays where it was.
    expect(
      (HTML_LAYOUT_VARIANTS['tables as blocks'] as (h: string) => string)(
        '<table itemscope itemtype="http://schema.org/Event"><tr><td itemprop="name">Blastoff</td></tr></table>',
      ),
    ).toBe('<div itemscope itemtype="http://schema.org/Event"><div><div itemprop="name">Blastoff</div></div></div>');
    expect(rewrite('markup minified')).toContain('<body><table><tr>');
    // Between inline elements the space is one a reader sees: a minifier keeps it.
    expect(
      (HTML_LAYOUT_VARIANTS['markup minified'] as (h: string) => string)('<p><b>Seat</b> <i>12A</i></p>\n<p>x</p>'),
    ).toBe('<p><b>Seat</b> <i>12A</i></p><p>x</p>');
    expect(rewrite('tags in capitals')).toContain('<TABLE><TR><TD>Booking reference:</TD>');
  });

  it('print its words another way, leaving styles alone', () => {
    const twelve = rewrite('clocks on twelve hours');
    expect(twelve).toContain('<td>14.07.2024 6:05 PM</td>');
    expect(twelve).toContain('<style>td { color: #333 }</style>');
    // A clock on twelve hours already, its half of day past its element's end, is left as it is.
    const printed = '<td><b>AUS 08:15</b></span>PM</td>';
    expect((HTML_LAYOUT_VARIANTS['clocks on twelve hours'] as (h: string) => string)(printed)).toBe(printed);
    expect(rewrite('labels in capitals')).toContain('<td>BOOKING REFERENCE:</td>');
    expect(rewrite('days in ISO form')).toContain('<td>2024-07-14 18:05</td>');
  });

  it('read the same values from every page of the corpus when it prints its clocks on twelve hours', async () => {
    const variant = 'clocks on twelve hours';
    const { cases, outcomes } = await runHtmlLayoutVariants([...loadCorpusCases(), ...loadSampleCases()], {
      [variant]: HTML_LAYOUT_VARIANTS[variant] as (h: string) => string,
    });
    expect(cases).toBeGreaterThan(200);
    expect(outcomes.filter((o) => o.wrong.length > 0)).toEqual([]);
  }, 120_000);

  it('read every value of every page of the corpus when it is built of blocks instead of tables', async () => {
    const variant = 'tables as blocks';
    const { outcomes } = await runHtmlLayoutVariants([...loadCorpusCases(), ...loadSampleCases()], {
      [variant]: HTML_LAYOUT_VARIANTS[variant] as (h: string) => string,
    });
    expect(outcomes).toEqual([]);
  }, 240_000);
});
