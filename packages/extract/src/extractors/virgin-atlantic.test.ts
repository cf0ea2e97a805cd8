import { describe, it } from 'vitest';
import { expectSample } from './testing/expect-case.js';
import { virginAtlantic } from './virgin-atlantic.js';

describe('virgin-atlantic', () => {
  it('reads flights with terminals and seats', async () => {
    await expectSample(virginAtlantic, 'virgin-atlantic-booking-confirmation');
  });
});
