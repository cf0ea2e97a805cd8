import { describe, expect, it } from 'vitest';
import { loadSample } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';
import { westbahn } from './westbahn.js';

describe('westbahn', () => {
  it('reads the outward and return trains of a German confirmation', async () => {
    await expectSample(westbahn, 'westbahn-buchungsbestaetigung');
  });

  it('claims nothing in a newsletter with a journey block', async () => {
    const golden = await loadSample('westbahn-newsletter-negative');
    expect(westbahn.extract(golden.input)).toEqual([]);
  });
});
