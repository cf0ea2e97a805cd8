import { describe, it } from 'vitest';
import { cebuPacific } from './cebu-pacific.js';
import { expectSample } from './testing/expect-case.js';

describe('cebu-pacific', () => {
  it('reads both flights with terminals', async () => {
    await expectSample(cebuPacific, 'cebu-pacific-itinerary-receipt');
  });
});
