import { describe, it } from 'vitest';
import { navan } from './navan.js';
import { expectSample } from './testing/expect-case.js';

describe('navan', () => {
  it('marks the flight of a cancelled trip cancelled', async () => {
    await expectSample(navan, 'navan-trip-cancelled');
  });
});
