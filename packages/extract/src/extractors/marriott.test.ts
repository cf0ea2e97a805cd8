import { describe, it } from 'vitest';
import { marriott } from './marriott.js';
import { expectSample } from './testing/expect-case.js';

describe('marriott', () => {
  it('reads hotel, address, stay times and total of a confirmation', async () => {
    await expectSample(marriott, 'marriott-reservation-confirmation');
  });
});
