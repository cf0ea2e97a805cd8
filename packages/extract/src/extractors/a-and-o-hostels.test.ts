import { describe, it } from 'vitest';
import { aAndOHostels } from './a-and-o-hostels.js';
import { expectSample } from './testing/expect-case.js';

describe('a-and-o-hostels', () => {
  it('reads the stay with the clocks in brackets beside the days', async () => {
    await expectSample(aAndOHostels, 'a-and-o-hostels-buchungsbestaetigung');
  });
});
