import { describe, it } from 'vitest';
import { sbb } from './sbb.js';
import { expectSample } from './testing/expect-case.js';

describe('sbb', () => {
  it('reads legs with platforms from a German ticket mail', async () => {
    await expectSample(sbb, 'sbb-billett-de');
  });
});
