import { describe, it } from 'vitest';
import { derBusinessTravel } from './der-business-travel.js';
import { expectSample } from './testing/expect-case.js';

describe('der-business-travel', () => {
  it('reads the trains and the hire car of a German itinerary', async () => {
    await expectSample(derBusinessTravel, 'der-business-travel-reiseplan');
  });
});
