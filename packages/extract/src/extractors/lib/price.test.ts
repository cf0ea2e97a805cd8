import { describe, expect, it } from 'vitest';
import { parseAmount, parsePrice } from './price.js';

describe('parsePrice', () => {
  it.each([
    ['4 321 SEK', 4321, 'SEK'],
    ['99,00€', 99, 'EUR'],
    ['€1,234.56', 1234.56, 'EUR'],
    ['1.234,56 EUR', 1234.56, 'EUR'],
    ['EUR 1,234.56', 1234.56, 'EUR'],
    ['Rs1234.0', 1234, 'INR'],
    ['$1,035.87', 1035.87, 'USD'],
    ['£286.14 (pay at pick-up)', 286.14, 'GBP'],
    ['CHF 498.60', 498.6, 'CHF'],
    ['341 Kč', 341, 'CZK'],
  ])('reads %s', (text, price, priceCurrency) => {
    expect(parsePrice(text)).toEqual({ price, priceCurrency });
  });

  it('gives nothing for an amount without currency', () => {
    expect(parsePrice('486')).toBeUndefined();
  });
});

describe('parseAmount', () => {
  it('tells thousands from decimals', () => {
    expect(parseAmount('1,234')).toBe(1234);
    expect(parseAmount('1.234.567,8')).toBe(1234567.8);
    expect(parseAmount("1'250.50")).toBe(1250.5);
  });
});
