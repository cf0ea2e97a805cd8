import { describe, expect, it } from 'vitest';
import { motelOne } from './motel-one.js';
import { loadSample } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';

describe('motel-one', () => {
  it('reads the stay with arrival and departure times from the German confirmation', async () => {
    await expectSample(motelOne, 'motel-one-buchungsbestaetigung');
  });

  it('claims nothing in an opening newsletter with a hotel and address', async () => {
    const golden = await loadSample('motel-one-newsletter-negative');
    expect(motelOne.extract(golden.input)).toEqual([]);
  });
});
