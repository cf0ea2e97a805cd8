import { describe, it } from 'vitest';
import { southwest } from './southwest.js';
import { expectSample, expectSampleInPageLayout } from './testing/expect-case.js';

describe('southwest', () => {
  it('reads flights dated month first', async () => {
    await expectSample(southwest, 'southwest-trip-confirmation');
  });

  it('reads flights printed as rows under their day, with the cities named under the airports', async () => {
    await expectSample(southwest, 'southwest-reservation-confirmed-austin-boston');
  });

  it('reads the flights and the passenger of a page that lays its tables out in blocks, each cell under its heading', async () => {
    await expectSampleInPageLayout(southwest, 'southwest-reservation-confirmed-austin-boston', 'tables as blocks');
  });
});
