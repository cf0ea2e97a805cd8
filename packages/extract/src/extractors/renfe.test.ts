import { describe, it } from 'vitest';
import { renfe } from './renfe.js';
import { expectSample } from './testing/expect-case.js';

describe('renfe', () => {
  it('reads a leg whose station names contain dashes', async () => {
    await expectSample(renfe, 'renfe-confirmacion-compra');
  });
});
