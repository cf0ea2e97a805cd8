import { describe, it } from 'vitest';
import { avis } from './avis.js';
import { expectSample } from './testing/expect-case.js';

describe('avis', () => {
  it('reads locations, times, car and driver', async () => {
    await expectSample(avis, 'avis-reservation-confirmation');
  });
});
