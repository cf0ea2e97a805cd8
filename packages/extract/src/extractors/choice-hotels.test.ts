import { describe, it } from 'vitest';
import { choiceHotels } from './choice-hotels.js';
import { expectSample } from './testing/expect-case.js';

describe('choice-hotels', () => {
  it('reads the stay and the guest', async () => {
    await expectSample(choiceHotels, 'choice-hotels-reservation-confirmation');
  });
});
