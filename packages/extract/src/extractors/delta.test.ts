import { describe, expect, it } from 'vitest';
import { delta } from './delta.js';
import { loadSample } from './testing/cases.js';
import { expectSample, expectSampleInLayout, whoFliesWhich } from './testing/expect-case.js';

describe('delta', () => {
  it('reads the outbound and return flights with seats, ticket and fare', async () => {
    await expectSample(delta, 'delta-flight-receipt');
  });

  it('reads the flights it can when a departure line is long runs of spaces with no time', async () => {
    // A departure line is read in time along its length: a pattern that could split the runs of spaces between
    // the word, the place and the time many ways would not end on a line like this one.
    const { input } = await loadSample('delta-flight-receipt');
    const text = input.text.replace(/^DEPART {2}BOSTON.*$/m, `DEPART${' '.repeat(3000)}BOSTON${' '.repeat(3000)}`);
    expect(text).not.toEqual(input.text);
    const flights = whoFliesWhich(delta.extract({ ...input, text, html: undefined, htmlTree: undefined }));
    expect(flights.map((f) => f[2])).toEqual(['1234']);
  });

  it.each(['labels in capitals', 'labels in small letters', 'a space before the colon'])(
    'reads the confirmation with %s',
    async (variant) => {
      await expectSampleInLayout(delta, 'delta-flight-receipt', variant);
    },
  );
});
