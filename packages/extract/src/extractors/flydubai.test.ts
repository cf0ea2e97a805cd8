import { describe, it } from 'vitest';
import { flydubai } from './flydubai.js';
import { expectSample } from './testing/expect-case.js';

describe('flydubai', () => {
  it('reads both flights with terminals, one landing after midnight', async () => {
    await expectSample(flydubai, 'flydubai-booking-confirmation');
  });
});
