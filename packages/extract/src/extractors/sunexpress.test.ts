import { describe, it } from 'vitest';
import { sunexpress } from './sunexpress.js';
import { expectSample } from './testing/expect-case.js';

describe('sunexpress', () => {
  it('reads both flights of a German plain-text confirmation', async () => {
    await expectSample(sunexpress, 'sunexpress-buchungsbestaetigung');
  });
});
