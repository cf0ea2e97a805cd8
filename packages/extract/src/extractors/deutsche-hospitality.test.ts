import { describe, it } from 'vitest';
import { deutscheHospitality } from './deutsche-hospitality.js';
import { expectSample } from './testing/expect-case.js';

describe('deutsche-hospitality', () => {
  it('reads a Steigenberger stay sent by the group', async () => {
    await expectSample(deutscheHospitality, 'deutsche-hospitality-reservierung');
  });
});
