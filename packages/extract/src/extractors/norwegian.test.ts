import { describe, it } from 'vitest';
import { norwegian } from './norwegian.js';
import { expectSample } from './testing/expect-case.js';

describe('norwegian', () => {
  it('reads the flight with a price in crowns', async () => {
    await expectSample(norwegian, 'norwegian-travel-receipt');
  });
});
