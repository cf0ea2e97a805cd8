import { describe, it } from 'vitest';
import { expectSample } from './testing/expect-case.js';
import { virginAustralia } from './virgin-australia.js';

describe('virgin-australia', () => {
  it('reads both flights and the numbered terminals', async () => {
    await expectSample(virginAustralia, 'virgin-australia-booking-confirmation');
  });
});
