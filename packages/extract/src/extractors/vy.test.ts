import { describe, it } from 'vitest';
import { expectSample } from './testing/expect-case.js';
import { vy } from './vy.js';

describe('vy', () => {
  it('reads the Bergen line journey of a Norwegian receipt', async () => {
    await expectSample(vy, 'vy-billettbekreftelse');
  });
});
