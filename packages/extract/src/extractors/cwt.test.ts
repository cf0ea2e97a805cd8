import { describe, it } from 'vitest';
import { cwt } from './cwt.js';
import { expectSample } from './testing/expect-case.js';

describe('cwt', () => {
  it('reads flights and the car hire of an itinerary', async () => {
    await expectSample(cwt, 'cwt-itinerary');
  });
});
