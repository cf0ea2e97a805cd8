import { describe, expect, it } from 'vitest';
import { sanitizeEmailHtml } from './render-email.js';

describe('sanitizeEmailHtml', () => {
  it('keeps images from data: URLs only, whatever form a remote address takes', () => {
    const remote = [
      '<img src="//tracker.example/x.gif">',
      '<img src="\\\\tracker.example\\x.gif">',
      '<img src="/\\tracker.example/x.gif">',
      '<img src="https://tracker.example/x.gif">',
      '<img src="x.gif">',
      '<img src=" //tracker.example/x.gif">',
    ];
    for (const html of remote) {
      const clean = sanitizeEmailHtml(html);
      expect(clean, html).not.toMatch(/src=/);
    }
    const inline = 'data:image/png;base64,iVBORw0KGgo=';
    expect(sanitizeEmailHtml(`<img src="${inline}" alt="logo">`)).toBe(`<img src="${inline}" alt="logo" />`);
    expect(sanitizeEmailHtml('<a href="https://hotel.example/manage">Manage</a>')).toContain(
      'href="https://hotel.example/manage"',
    );
  });
});
