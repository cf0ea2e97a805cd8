import { describe, expect, it } from 'vitest';
import { britishAirways } from './british-airways.js';
import { loadSample } from './testing/cases.js';
import { expectSample, whoFliesWhich } from './testing/expect-case.js';

describe('british-airways', () => {
  it('reads the flights, terminals and fare of an e-ticket receipt', async () => {
    await expectSample(britishAirways, 'british-airways-eticket');
  });

  it('reads both flights when a flight head line is long runs of spaces between bars with no status', async () => {
    // A head line is read in time along its length: a pattern that could split the runs of spaces between the
    // cells and the bars many ways would not end on a line like this one.
    const { input } = await loadSample('british-airways-eticket');
    const gap = ' '.repeat(3000);
    const text = input.text.replace(
      /^BA0178 British Airways.*$/m,
      `BA0178 British Airways${gap}|${gap}Euro Traveller${gap}|${gap}!`,
    );
    expect(text).not.toEqual(input.text);
    const reservations = britishAirways.extract({ ...input, text, html: undefined, htmlTree: undefined });
    expect(whoFliesWhich(reservations).map((f) => f[2])).toEqual(['117', '178']);
  });
});
