import { describe, expect, it } from 'vitest';
import { layoutPageText, type PositionedText } from './layout-text.js';

const run = (str: string, x: number, y: number, width: number): PositionedText => ({
  str,
  transform: [12, 0, 0, 12, x, y],
  width,
  height: 12,
});

describe('layoutPageText', () => {
  it('joins pieces of a word without a space and words with one', () => {
    expect(layoutPageText([run('Boar', 72, 700, 24), run('ding', 96, 700, 24), run('pass', 123, 700, 24)])).toBe(
      'Boarding pass',
    );
  });

  it('keeps runs a little above or below the line (superscripts, baseline jitter) on it', () => {
    expect(layoutPageText([run('Gate', 72, 700, 24), run('B12', 100, 701.5, 18)])).toBe('Gate B12');
  });

  it('orders lines from the top of the page down and skips empty runs', () => {
    expect(layoutPageText([run('second', 72, 680, 36), run('  ', 72, 690, 6), run('first', 72, 700, 30)])).toBe(
      'first\nsecond',
    );
  });
});
