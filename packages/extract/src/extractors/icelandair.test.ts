import { describe, it } from 'vitest';
import { icelandair } from './icelandair.js';
import { expectSample } from './testing/expect-case.js';

describe('icelandair', () => {
  it('reads the overnight flight landing the next morning', async () => {
    await expectSample(icelandair, 'icelandair-booking-confirmation');
  });
});
