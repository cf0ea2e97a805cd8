import { describe, it } from 'vitest';
import { goldcar } from './goldcar.js';
import { expectSample } from './testing/expect-case.js';

describe('goldcar', () => {
  it('reads the hire with day-first dates from a Spanish confirmation', async () => {
    await expectSample(goldcar, 'goldcar-confirmacion-reserva');
  });
});
