import { describe, expect, it } from 'vitest';
import { boundNesting } from './bounded-nesting.js';
import { processHtml } from './index.js';
import { MAX_NESTING } from './tree-depth.js';

const LIMITS = { maxInputBytes: 1e7, maxDepth: 8, maxDocuments: 64, maxUnpackedBytes: 1e7, timeBudgetMs: 5000 };

const count = (text: string, part: string) => text.split(part).length - 1;

describe('boundNesting', () => {
  it('gives back HTML within the bound as it is', () => {
    const html = `<!DOCTYPE html><html><body>${'<div><span>'.repeat(100)}<p>one<p>two<br>${'</span></div>'.repeat(100)}</body></html>`;
    expect(boundNesting(html)).toBe(html);
  });

  it('leaves out the tags of elements opened past the bound and keeps all their text', () => {
    const bounded = boundNesting(`<body>${'<b>x'.repeat(20_000)}</body>`);
    expect(count(bounded, '<b>')).toBe(MAX_NESTING - 1);
    expect(count(bounded, 'x')).toBe(20_000);
  });

  it('leaves out the end tags of the elements it left out, so the kept ones still close where they did', () => {
    const deep = 2 * MAX_NESTING;
    const bounded = boundNesting(`<main>${'<div>'.repeat(deep)}in${'</div>'.repeat(deep)}</main><p>after</p>`);
    expect(count(bounded, '<div>')).toBe(MAX_NESTING - 1);
    expect(count(bounded, '</div>')).toBe(MAX_NESTING - 1);
    expect(bounded.endsWith(`in${'</div>'.repeat(MAX_NESTING - 1)}</main><p>after</p>`)).toBe(true);
  });

  it('counts no tags inside comments, scripts and styles, nor elements their siblings close or void ones', () => {
    const many = '<b>'.repeat(2 * MAX_NESTING);
    const html = `<!-- ${many} --><script>${many}</script><style>${many}</style>${'<p>a<li>b<td>c<br><img src="x">'.repeat(2 * MAX_NESTING)}`;
    expect(boundNesting(html)).toBe(html);
  });

  it('bounds HTML at its first tag past the bound, however few tags it holds beyond', () => {
    const fits = `${'<b>'.repeat(MAX_NESTING)}x`;
    expect(boundNesting(fits)).toBe(fits);
    expect(boundNesting(`${'<b>'.repeat(MAX_NESTING + 1)}x`)).toBe(fits);
    expect(boundNesting(`${'<b>'.repeat(MAX_NESTING + 1)}x`, true)).toBe(fits);
  });

  it('reads a tag whose quoted attribute holds a ">" as one tag', () => {
    const span = '<span title="a > b">';
    const bounded = boundNesting(`${span.repeat(MAX_NESTING + 3)}x`);
    expect(bounded).toBe(`${span.repeat(MAX_NESTING)}x`);
  });
});

describe('boundNesting for a parse in XML mode', () => {
  it('counts every element not closed in its tag: void ones, ones their siblings close, scripts', () => {
    const bounded = boundNesting(`<x>${'<br>a<p>b<script>c'.repeat(MAX_NESTING)}<br/></x>`, true);
    expect(count(bounded, '<br>') + count(bounded, '<p>') + count(bounded, '<script>')).toBe(MAX_NESTING - 1);
    expect(bounded.endsWith('<br/></x>')).toBe(true);
  });
});

describe('HTML nested past the bound', () => {
  it('is read: a booking beside 20,000 unclosed inline tags', async () => {
    const booking = {
      '@type': 'FoodEstablishmentReservation',
      reservationNumber: 'T1',
      reservationFor: { '@type': 'FoodEstablishment', name: 'Chez Nous' },
      startTime: '2026-05-01T19:30:00',
    };
    const script = `<script type="application/ld+json">${JSON.stringify(booking)}</script>`;
    const html = `<html><head>${script}</head><body>${'<font>x'.repeat(20_000)}</body></html>`;
    const { reservations } = await processHtml({ kind: 'html', text: html }, {}, LIMITS);
    expect(reservations.map((r) => r.reservationNumber)).toEqual(['T1']);
  });

  it('is read with its microdata: a booking beside 20,000 line breaks, which nest in an XML-mode parse', async () => {
    const item =
      '<div itemscope itemtype="http://schema.org/FoodEstablishmentReservation"><span itemprop="reservationNumber">T2</span><div itemprop="reservationFor" itemscope itemtype="http://schema.org/FoodEstablishment"><span itemprop="name">Chez Nous</span></div><meta itemprop="startTime" content="2026-05-01T19:30:00"></div>';
    const html = `<html><body>${item}${'<br>x'.repeat(20_000)}</body></html>`;
    const { reservations } = await processHtml({ kind: 'html', text: html }, {}, LIMITS);
    expect(reservations.map((r) => r.reservationNumber)).toEqual(['T2']);
  });
});
