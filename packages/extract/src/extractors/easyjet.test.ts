import { describe, it } from 'vitest';
import { easyjet } from './easyjet.js';
import { expectSample } from './testing/expect-case.js';

describe('easyjet', () => {
  it('reads the outbound and return flights of the confirmation', async () => {
    await expectSample(easyjet, 'easyjet-booking-confirmation');
  });

  it('reads flights from the HTML mail, where code and route share a row and both times share another', async () => {
    await expectSample(easyjet, 'easyjet-booking-confirmation-html');
  });
});
