import { describe, it } from 'vitest';
import { comboiosDePortugal } from './comboios-de-portugal.js';
import { expectSample } from './testing/expect-case.js';

describe('comboios-de-portugal', () => {
  it('reads the Alfa Pendular journey of a Portuguese confirmation', async () => {
    await expectSample(comboiosDePortugal, 'comboios-de-portugal-confirmacao-compra');
  });
});
