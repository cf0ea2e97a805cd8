import { describe, it } from 'vitest';
import { latam } from './latam.js';
import { expectSample } from './testing/expect-case.js';

describe('latam', () => {
  it('reads both flights of a Portuguese purchase confirmation', async () => {
    await expectSample(latam, 'latam-confirmacao-compra');
  });
});
