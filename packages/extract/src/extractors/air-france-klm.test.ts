import { describe, it } from 'vitest';
import { airFranceKlm } from './air-france-klm.js';
import { expectSample, expectSampleWithTwelveHourClocks } from './testing/expect-case.js';

describe('air-france-klm', () => {
  it('reads both flights of a KLM booking confirmation', async () => {
    await expectSample(airFranceKlm, 'klm-booking-confirmation');
  });

  it('reads a French Air France confirmation', async () => {
    await expectSample(airFranceKlm, 'air-france-confirmation-fr');
  });

  it('reads the same flights from a KLM confirmation printing 12-hour clocks ("6:05 PM")', async () => {
    await expectSampleWithTwelveHourClocks(airFranceKlm, 'klm-booking-confirmation');
  });

  it('reads the ticket mail, each flight without its number as a route and a departure, in English and Dutch', async () => {
    await expectSample(airFranceKlm, 'klm-ticket-return-trip-route-cells-at-time');
    await expectSample(airFranceKlm, 'klm-ticket-dutch-boekingscode-dag-om-tijd');
  });
});
