import { describe, expect, it } from 'vitest';
import { loadSample, loadSampleExpectation } from './testing/cases.js';
import { expectSample, expectSampleInPageLayout } from './testing/expect-case.js';
import { uber } from './uber.js';

describe('uber', () => {
  it('reads a trip receipt: the rider, the fare and both ends with their clock times', async () => {
    await expectSample(uber, 'uber-trip-receipt');
    const golden = await loadSample('uber-trip-receipt');
    expect(uber.extract(golden.input)).toEqual(loadSampleExpectation(golden.id));
  });

  it('reads an Uber Reserve ride: the pickup time, the place names before their addresses, the estimate', async () => {
    await expectSample(uber, 'uber-reserve-confirmed');
    const golden = await loadSample('uber-reserve-confirmed');
    expect(uber.extract(golden.input)).toEqual(loadSampleExpectation(golden.id));
  });

  it('reads a receipt dated at its top whose stops print clock and address on one line', async () => {
    await expectSample(uber, 'uber-trip-receipt-utrecht-clock-address-lines-html');
  });

  it('claims nothing in a promotion that mentions a pickup', async () => {
    const golden = await loadSample('uber-promotion-negative');
    expect(uber.extract(golden.input)).toEqual([]);
  });

  it("reads the trip's day under the total's amount where the page lays its table out in blocks", async () => {
    await expectSampleInPageLayout(uber, 'uber-trip-receipt', 'tables as blocks');
  });
});
