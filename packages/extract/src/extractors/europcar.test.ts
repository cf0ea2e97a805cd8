import { describe, it } from 'vitest';
import { europcar } from './europcar.js';
import { expectSample } from './testing/expect-case.js';

describe('europcar', () => {
  it('reads a German confirmation with different pick-up and return stations', async () => {
    await expectSample(europcar, 'europcar-reservierung-de');
  });
});
