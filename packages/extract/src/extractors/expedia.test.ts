import { describe, it } from 'vitest';
import { expedia } from './expedia.js';
import { expectSample } from './testing/expect-case.js';

describe('expedia', () => {
  it('resolves year-less stay days against the mail date', async () => {
    await expectSample(expedia, 'expedia-hotel-itinerary');
  });
});
