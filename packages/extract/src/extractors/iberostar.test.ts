import { describe, it } from 'vitest';
import { iberostar } from './iberostar.js';
import { expectSample } from './testing/expect-case.js';

describe('iberostar', () => {
  it('reads the stay with the clocks after the days', async () => {
    await expectSample(iberostar, 'iberostar-confirmacion-reserva');
  });
});
