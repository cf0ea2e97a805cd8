import { describe, expect, it } from 'vitest';
import { eventim } from './eventim.js';
import { loadSample } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';

describe('eventim', () => {
  it('reads the event, its start, venue and ticket count from a German order', async () => {
    await expectSample(eventim, 'eventim-bestellbestaetigung');
  });

  it('claims nothing in a presale newsletter for the same artist', async () => {
    const golden = await loadSample('eventim-newsletter-negative');
    expect(eventim.extract(golden.input)).toEqual([]);
  });
});
