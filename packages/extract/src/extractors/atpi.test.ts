import { describe, it } from 'vitest';
import { atpi } from './atpi.js';
import { expectSample } from './testing/expect-case.js';

describe('atpi', () => {
  it('reads a connection and the hotel of an offshore crew itinerary', async () => {
    await expectSample(atpi, 'atpi-itinerary');
  });
});
