import { describe, it } from 'vitest';
import { edreamsOdigeo } from './edreams-odigeo.js';
import { expectSample } from './testing/expect-case.js';

describe('edreams-odigeo', () => {
  it('reads both flights under the airline record', async () => {
    await expectSample(edreamsOdigeo, 'edreams-booking-confirmed');
  });
});
