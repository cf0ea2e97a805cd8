import { describe, it } from 'vitest';
import { expectSample } from './testing/expect-case.js';
import { trenitalia } from './trenitalia.js';

describe('trenitalia', () => {
  it('reads both legs of an Italian purchase confirmation', async () => {
    await expectSample(trenitalia, 'trenitalia-conferma-acquisto');
  });
});
