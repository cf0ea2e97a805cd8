import { describe, it } from 'vitest';
import { airFranceKlm } from './air-france-klm.js';
import { expectSample } from './testing/expect-case.js';

describe('air-france-klm', () => {
  it('reads both flights of a KLM booking confirmation', async () => {
    await expectSample(airFranceKlm, 'klm-booking-confirmation');
  });

  it('reads a French Air France confirmation', async () => {
    await expectSample(airFranceKlm, 'air-france-confirmation-fr');
  });
});
