import { describe, it } from 'vitest';
import { hrs } from './hrs.js';
import { expectSample } from './testing/expect-case.js';

describe('hrs', () => {
  it('reads the hotel block under its heading and the stay of a German confirmation', async () => {
    await expectSample(hrs, 'hrs-buchungsbestaetigung');
  });
});
