import { describe, it } from 'vitest';
import { frontier } from './frontier.js';
import { expectSample } from './testing/expect-case.js';

describe('frontier', () => {
  it('reads both flights with twelve-hour clocks', async () => {
    await expectSample(frontier, 'frontier-trip-confirmation');
  });
});
