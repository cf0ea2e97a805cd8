import { describe, it } from 'vitest';
import { expectSample } from './testing/expect-case.js';
import { vueling } from './vueling.js';

describe('vueling', () => {
  it('reads a Spanish confirmation', async () => {
    await expectSample(vueling, 'vueling-confirmacion-reserva');
  });
});
