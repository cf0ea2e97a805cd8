import { describe, it } from 'vitest';
import { meininger } from './meininger.js';
import { expectSample } from './testing/expect-case.js';

describe('meininger', () => {
  it('reads a stay across the new year from a plain-text confirmation', async () => {
    await expectSample(meininger, 'meininger-buchungsbestaetigung');
  });
});
