import { describe, it } from 'vitest';
import { sapConcur } from './sap-concur.js';
import { expectSample } from './testing/expect-case.js';

describe('sap-concur', () => {
  it('reads flights and the car hire, flights keyed by the trip locator', async () => {
    await expectSample(sapConcur, 'sap-concur-itinerary');
  });
});
