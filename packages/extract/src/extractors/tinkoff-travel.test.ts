import { describe, expect, it } from 'vitest';
import { findForwardedHeader } from '../processors/mime/forwarded-header.js';
import { loadSample } from './testing/cases.js';
import { expectExtraction } from './testing/expect-case.js';
import { tinkoffTravel } from './tinkoff-travel.js';

describe('tinkoff-travel', () => {
  it('reads both flights of a forwarded receipt, each terminal from the column of its airport', async () => {
    const golden = await loadSample('tinkoff-travel-kvitantsiya-forwarded-ru');
    // The engine reads a forward as its original: the original's sender and date place the year-less days.
    const original = findForwardedHeader(golden.input.text);
    expect(original?.from).toBe('inform@emails.tinkoff.ru');
    expectExtraction(tinkoffTravel, {
      ...golden,
      input: { ...golden.input, from: original?.from, date: original?.date },
    });
  });

  it('leaves the terminals out when only the text is there to place them', async () => {
    const golden = await loadSample('tinkoff-travel-kvitantsiya-forwarded-ru');
    const { html: _html, ...textOnly } = golden.input;
    const flights = tinkoffTravel.extract({ ...textOnly, kind: 'text' });
    expect(flights).toHaveLength(2);
    expect(flights.map((f) => JSON.stringify(f)).join()).not.toContain('Terminal');
  });
});
