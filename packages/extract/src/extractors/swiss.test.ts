import { describe, it } from 'vitest';
import { swiss } from './swiss.js';
import { expectSample } from './testing/expect-case.js';

describe('swiss', () => {
  it('reads flights whose route and times share a line', async () => {
    await expectSample(swiss, 'swiss-booking-confirmation');
  });
});
