import { describe, expect, it } from 'vitest';
import { irctc } from './irctc.js';
import { loadCorpusCase } from './testing/cases.js';
import { expectExtraction } from './testing/expect-case.js';

describe('irctc', () => {
  it('reads one reservation per passenger from the QR ticket text', async () => {
    expectExtraction(irctc, await loadCorpusCase('x-irctc-qr-ticket-txt'));
  });

  it('adds the convenience fee to the fare', async () => {
    const [first] = irctc.extract((await loadCorpusCase('x-irctc-qr-ticket-txt')).input);
    expect(first?.totalPrice).toBe(1257.4);
    expect(first?.priceCurrency).toBe('INR');
  });
});
