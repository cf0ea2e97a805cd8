import { describe, it } from 'vitest';
import { expectSample } from './testing/expect-case.js';
import { zssk } from './zssk.js';

describe('zssk', () => {
  it('reads the journey of a Slovak purchase confirmation', async () => {
    await expectSample(zssk, 'zssk-potvrdenie-nakupu');
  });
});
