import { describe, it } from 'vitest';
import { easyjet } from './easyjet.js';
import { loadSample } from './testing/cases.js';
import {
  expectExtraction,
  expectSample,
  expectSampleInLayout,
  expectSampleInPageLayout,
} from './testing/expect-case.js';

describe('easyjet', () => {
  it('reads the outbound and return flights of the confirmation', async () => {
    await expectSample(easyjet, 'easyjet-booking-confirmation');
  });

  it('reads flights from the HTML mail, where code and route share a row and both times share another', async () => {
    await expectSample(easyjet, 'easyjet-booking-confirmation-html');
  });

  it('reads the real booking details mail: a route line with terminals over an EJU flight code', async () => {
    // The mail names the airports without codes: the airport data gives them.
    const golden = await loadSample('easyjet-booking-details-milan-prague');
    expectExtraction(easyjet, golden, ['departureAirportIata', 'arrivalAirportIata']);
  });

  it("reads the booking details mail that puts the leg's count, route, short terminal and code in one row", async () => {
    // "1 of 1 London Luton to Lisbon (T1) EZY2461", the booking "TERMINL" letters alone.
    const golden = await loadSample('easyjet-booking-details-luton-lisbon-terminal-in-route');
    expectExtraction(easyjet, golden, ['departureAirportIata', 'arrivalAirportIata']);
  });

  it('reads the one-row booking details with its day labels in capitals, small letters or before a space', async () => {
    for (const layout of ['labels in capitals', 'labels in small letters', 'a space before the colon'])
      await expectSampleInPageLayout(easyjet, 'easyjet-booking-details-luton-lisbon-terminal-in-route', layout, [
        'departureAirportIata',
        'arrivalAirportIata',
      ]);
  });

  it.each(['labels in capitals', 'labels in small letters', 'a space before the colon'])(
    'reads the confirmation with %s',
    async (variant) => {
      await expectSampleInLayout(easyjet, 'easyjet-booking-confirmation', variant);
    },
  );
  it("reads the passenger and seats of the HTML mail with the seats' label in capitals, small letters or before a space", async () => {
    for (const layout of ['labels in capitals', 'labels in small letters', 'a space before the colon'])
      await expectSampleInPageLayout(easyjet, 'easyjet-booking-confirmation-html', layout);
  });
});
