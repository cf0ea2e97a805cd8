import { describe, it } from 'vitest';
import { copa } from './copa.js';
import { expectSample } from './testing/expect-case.js';

describe('copa', () => {
  it('reads both flights of a Spanish confirmation', async () => {
    await expectSample(copa, 'copa-confirmacion-reserva');
  });
});
