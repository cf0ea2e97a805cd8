import { describe, expect, it } from 'vitest';
import { loadSample } from './testing/cases.js';
import { expectSample, expectSampleInPageLayout } from './testing/expect-case.js';
import { transavia } from './transavia.js';

describe('transavia', () => {
  it('reads outbound and return flights from the Dutch confirmation', async () => {
    await expectSample(transavia, 'transavia-boekingsbevestiging');
  });

  it('claims nothing in an extras reminder for a booked trip', async () => {
    const golden = await loadSample('transavia-checkin-reminder-negative');
    expect(transavia.extract(golden.input)).toEqual([]);
  });

  it('reads the flights and the passenger of a page that lays its tables out in blocks, a cell to a line', async () => {
    await expectSampleInPageLayout(transavia, 'transavia-boekingsbevestiging', 'tables as blocks');
  });
});
