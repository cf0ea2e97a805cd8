import { describe, it } from 'vitest';
import { expectSample } from './testing/expect-case.js';
import { westjet } from './westjet.js';

describe('westjet', () => {
  it('reads both flights with twelve-hour clocks and seats', async () => {
    await expectSample(westjet, 'westjet-itinerary-receipt');
  });
});
