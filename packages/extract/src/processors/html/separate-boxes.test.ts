import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { htmlToPlainText } from './html-to-plain-text.js';
import { separatedSides } from './separate-boxes.js';

/** The sides set apart of the first element with an `id`. */
function sidesOf(html: string) {
  const document = parseDocument(html);
  const stack = [...document.children];
  for (let node = stack.shift(); node; node = stack.shift()) {
    if (node.type !== 'tag') continue;
    if (node.attribs.id) return separatedSides(node);
    stack.unshift(...node.children);
  }
  throw new Error('no element with an id');
}

describe('separatedSides', () => {
  it('sets a box of its own, a float and a flex or grid item apart on both sides', () => {
    expect(sidesOf('<span id=x style="display: inline-block">a</span>')).toEqual({ before: true, after: true });
    expect(sidesOf('<span id=x style="float:left">a</span>')).toEqual({ before: true, after: true });
    expect(sidesOf('<div style="display:flex"><span id=x>a</span></div>')).toEqual({ before: true, after: true });
    expect(sidesOf('<div style="display:grid"><b id=x>a</b></div>')).toEqual({ before: true, after: true });
  });

  it('sets apart only the sides a padding or margin stands on', () => {
    expect(sidesOf('<span id=x style="padding-right:8px">a</span>')).toEqual({ before: false, after: true });
    expect(sidesOf('<span id=x style="margin-left: 0.4em">a</span>')).toEqual({ before: true, after: false });
    expect(sidesOf('<span id=x style="padding:0 14px 0 0">a</span>')).toEqual({ before: false, after: true });
    expect(sidesOf('<span id=x style="margin:0 8px">a</span>')).toEqual({ before: true, after: true });
    expect(sidesOf('<span id=x style="padding:4px 0">a</span>')).toEqual({ before: false, after: false });
    expect(sidesOf('<span id=x style="padding:8px;padding-left:0">a</span>')).toEqual({ before: false, after: true });
  });

  it('leaves an inline run, a zero or negative spacing and an inline display joined', () => {
    expect(sidesOf('<span id=x style="color:red;font-weight:bold">a</span>')).toEqual({ before: false, after: false });
    expect(sidesOf('<span id=x style="margin:0;padding:0px">a</span>')).toEqual({ before: false, after: false });
    expect(sidesOf('<span id=x style="margin-left:-2px">a</span>')).toEqual({ before: false, after: false });
    expect(sidesOf('<span id=x style="display:inline">a</span>')).toEqual({ before: false, after: false });
  });
});

describe('htmlToPlainText with boxes laid apart', () => {
  it('reads the boxes of a card apart', () => {
    expect(
      htmlToPlainText('<div style="display:flex"><span>07:00</span><span>BER</span><span>Berlin</span></div>'),
    ).toBe('07:00 BER Berlin');
    expect(
      htmlToPlainText(
        '<p><span style="display:inline-block;width:200px">Confirmation number</span><span>HI-20931</span></p>',
      ),
    ).toBe('Confirmation number HI-20931');
    expect(htmlToPlainText('<p><span style="padding-right:12px">Order:</span><span>K7H2PQ</span></p>')).toBe(
      'Order: K7H2PQ',
    );
    expect(htmlToPlainText('<p><span>06:45</span><img src="plane.png"><span>OSL</span></p>')).toBe('06:45 OSL');
  });

  it('keeps an inline run within a word or a number joined', () => {
    expect(htmlToPlainText('<p><b>Lon</b>don, <a href="https://x.example">see</a>more 1<span>2</span>:30</p>')).toBe(
      'London, seemore 12:30',
    );
  });

  it('reads the same style alike wherever it stands, and its parent’s layout apart from it', () => {
    const padded = '<span id=x style="padding-left: 8px">a</span>';
    expect(sidesOf(`<div style="display: flex">${padded}</div>`)).toEqual({ before: true, after: true });
    expect(sidesOf(`<div style="color: red">${padded}</div>`)).toEqual({ before: true, after: false });
    expect(sidesOf(`<div style="display: flex">${padded}</div>`)).toEqual({ before: true, after: true });
    expect(sidesOf(padded)).toEqual({ before: true, after: false });
    expect(sidesOf('<div style="display: flex"><span id=x>a</span></div>')).toEqual({ before: true, after: true });
    expect(sidesOf('<div style="color: red"><span id=x>a</span></div>')).toEqual({ before: false, after: false });
  });
});
