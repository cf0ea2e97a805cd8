import { describe, it } from 'vitest';
import { amtrak } from './amtrak.js';
import { expectSample } from './testing/expect-case.js';

describe('amtrak', () => {
  it('reads the train, its name and the stations', async () => {
    await expectSample(amtrak, 'amtrak-eticket-receipt');
  });
});
