import { describe, expect, it } from 'vitest';
import { remembered } from './remembered.js';

/** A function that counts how often it is asked, by key. */
function counted<A extends unknown[], V>(answer: (...args: A) => V) {
  const asked: unknown[] = [];
  const fn = (...args: A): V => {
    asked.push(args[0]);
    return answer(...args);
  };
  return { fn, asked };
}

describe('remembered', () => {
  it('gives the same answers as the function it keeps', () => {
    const double = remembered((n: number) => n * 2, 8);
    expect([1, 2, 1, 3, 2].map(double)).toEqual([2, 4, 2, 6, 4]);
  });

  it('works out a remembered key only once', () => {
    const { fn, asked } = counted((word: string) => word.toUpperCase());
    const upper = remembered(fn, 8);
    expect(upper('rome')).toBe('ROME');
    expect(upper('rome')).toBe('ROME');
    expect(upper('oslo')).toBe('OSLO');
    expect(upper('rome')).toBe('ROME');
    expect(asked).toEqual(['rome', 'oslo']);
  });

  it('remembers undefined answers as answers', () => {
    const { fn, asked } = counted((word: string): string | undefined => (word === 'known' ? 'yes' : undefined));
    const find = remembered(fn, 8);
    expect(find('odd')).toBeUndefined();
    expect(find('odd')).toBeUndefined();
    expect(asked).toEqual(['odd']);
  });

  it('forgets what it kept once it has kept its limit, and keeps answering', () => {
    const { fn, asked } = counted((n: number) => n + 1);
    const next = remembered(fn, 3);
    for (const n of [1, 2, 3]) next(n);
    // A fourth key starts it afresh: it then holds the fourth answer alone.
    expect(next(4)).toBe(5);
    expect(next(4)).toBe(5);
    expect(next(1)).toBe(2);
    expect(asked).toEqual([1, 2, 3, 4, 1]);
  });

  it('keys answers by what keyOf builds from all the arguments', () => {
    const { fn, asked } = counted((city: string, country?: string) => `${city}, ${country ?? '?'}`);
    const place = remembered(fn, 8, (city, country) => `${city}\u0000${country ?? ''}`);
    expect(place('Paris', 'FR')).toBe('Paris, FR');
    expect(place('Paris', 'US')).toBe('Paris, US');
    expect(place('Paris', 'FR')).toBe('Paris, FR');
    expect(place('Paris', undefined)).toBe('Paris, ?');
    expect(asked).toEqual(['Paris', 'Paris', 'Paris']);
  });
});
