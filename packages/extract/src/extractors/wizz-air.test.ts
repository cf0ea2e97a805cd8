import { describe, it } from 'vitest';
import { expectSample, expectSampleInPageLayout } from './testing/expect-case.js';
import { wizzAir } from './wizz-air.js';

describe('wizz-air', () => {
  it('reads the flight and a price in forints', async () => {
    await expectSample(wizzAir, 'wizz-air-booking-confirmation');
  });

  it('reads a real Russian itinerary receipt: the traveller from the passengers table, terminals in Cyrillic letters', async () => {
    await expectSample(wizzAir, 'wizz-air-itinerary-receipt-ru');
  });

  it('reads the Russian receipt where the page lays its tables out in blocks, each cell a line', async () => {
    await expectSampleInPageLayout(wizzAir, 'wizz-air-itinerary-receipt-ru', 'tables as blocks');
  });

  it('reads the Russian receipt with its labels in capitals or small letters, its days and clocks printed otherwise', async () => {
    for (const layout of [
      'labels in capitals',
      'labels in small letters',
      'a space before the colon',
      'days in ISO form',
      'days with the month named',
      'clocks on twelve hours',
    ])
      await expectSampleInPageLayout(wizzAir, 'wizz-air-itinerary-receipt-ru', layout);
  });
});
