import { describe, expect, it } from 'vitest';
import { indigo } from './indigo.js';
import { loadSample } from './testing/cases.js';
import { expectSample, expectSampleInPageLayout } from './testing/expect-case.js';

describe('indigo', () => {
  it('reads the flight with airport codes, terminals and seat', async () => {
    await expectSample(indigo, 'indigo-booking-confirmation');
  });

  it('claims nothing in a sale mail listing routes', async () => {
    const golden = await loadSample('indigo-offer-negative');
    expect(indigo.extract(golden.input)).toEqual([]);
  });

  it("reads a leg's table laid out in blocks, each cell a line of its own", async () => {
    await expectSampleInPageLayout(indigo, 'indigo-booking-confirmation', 'tables as blocks');
  });
});
