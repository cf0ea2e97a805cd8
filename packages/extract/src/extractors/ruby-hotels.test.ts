import { describe, it } from 'vitest';
import { rubyHotels } from './ruby-hotels.js';
import { expectSample } from './testing/expect-case.js';

describe('ruby-hotels', () => {
  it('reads the stay of a German confirmation', async () => {
    await expectSample(rubyHotels, 'ruby-hotels-reservierungsbestaetigung');
  });
});
