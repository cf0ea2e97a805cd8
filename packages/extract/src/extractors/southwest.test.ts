import { describe, it } from 'vitest';
import { southwest } from './southwest.js';
import { expectSample } from './testing/expect-case.js';

describe('southwest', () => {
  it('reads flights dated month first', async () => {
    await expectSample(southwest, 'southwest-trip-confirmation');
  });

  it('reads flights printed as rows under their day, with the cities named under the airports', async () => {
    await expectSample(southwest, 'southwest-reservation-confirmed-austin-boston');
  });
});
