import { describe, it } from 'vitest';
import { lufthansaCityCenter } from './lufthansa-city-center.js';
import { expectSample } from './testing/expect-case.js';

describe('lufthansa-city-center', () => {
  it('reads the flights and the hotel of a German itinerary', async () => {
    await expectSample(lufthansaCityCenter, 'lufthansa-city-center-reiseplan');
  });
});
