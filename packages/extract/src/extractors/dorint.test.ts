import { describe, it } from 'vitest';
import { dorint } from './dorint.js';
import { expectSample } from './testing/expect-case.js';

describe('dorint', () => {
  it('reads the stay of a German confirmation', async () => {
    await expectSample(dorint, 'dorint-reservierungsbestaetigung');
  });
});
