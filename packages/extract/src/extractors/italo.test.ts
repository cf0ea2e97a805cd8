import { describe, expect, it } from 'vitest';
import { italo } from './italo.js';
import { loadSample } from './testing/cases.js';
import { expectSample, expectSampleInPageLayout } from './testing/expect-case.js';

describe('italo', () => {
  it('reads the train, stations, times, coach and seat of an Italian purchase confirmation', async () => {
    await expectSample(italo, 'italo-conferma-acquisto');
  });

  it('reads the summary card of a real one-way confirmation, in Italian and in English', async () => {
    await expectSample(italo, 'italo-conferma-acquisto-roma-firenze');
    await expectSample(italo, 'italo-booking-confirmation-firenze-venezia');
  });

  it('claims nothing in a discount promotion naming stations', async () => {
    const golden = await loadSample('italo-promo-negative');
    expect(italo.extract(golden.input)).toEqual([]);
  });

  it("reads the summary card's train, coach and seat where the page lays its tables out in blocks", async () => {
    for (const id of ['italo-conferma-acquisto-roma-firenze', 'italo-booking-confirmation-firenze-venezia'])
      await expectSampleInPageLayout(italo, id, 'tables as blocks');
  });
});
