import { describe, expect, it } from 'vitest';
import { loadSample } from './testing/cases.js';
import { expectSample, expectSampleInPageLayout } from './testing/expect-case.js';
import { tinkoffTravel } from './tinkoff-travel.js';

describe('tinkoff-travel', () => {
  it('reads both flights of a forwarded receipt, each terminal from the column of its airport', async () => {
    await expectSample(tinkoffTravel, 'tinkoff-travel-kvitantsiya-forwarded-ru');
  });

  it('leaves the terminals out when only the text is there to place them', async () => {
    const golden = await loadSample('tinkoff-travel-kvitantsiya-forwarded-ru');
    const { html: _html, ...textOnly } = golden.input;
    const flights = tinkoffTravel.extract({ ...textOnly, kind: 'text' });
    expect(flights).toHaveLength(2);
    expect(flights.map((f) => JSON.stringify(f)).join()).not.toContain('Terminal');
  });

  it("places each terminal from its airport's cell when the page writes its tags in capitals", async () => {
    await expectSampleInPageLayout(tinkoffTravel, 'tinkoff-travel-kvitantsiya-forwarded-ru', 'tags in capitals');
  });

  it('reads both flights and their terminals where the page lays its tables out in blocks, each cell a line', async () => {
    await expectSampleInPageLayout(tinkoffTravel, 'tinkoff-travel-kvitantsiya-forwarded-ru', 'tables as blocks');
  });
});
