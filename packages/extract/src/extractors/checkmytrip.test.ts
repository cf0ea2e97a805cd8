import { describe, expect, it } from 'vitest';
import { checkmytrip } from './checkmytrip.js';
import { loadSample } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';

describe('checkmytrip', () => {
  it('reads both flights of an itinerary an agency sent through CheckMyTrip', async () => {
    await expectSample(checkmytrip, 'checkmytrip-itinerary');
  });

  it('claims nothing in a product newsletter with segment-like headings', async () => {
    const golden = await loadSample('checkmytrip-newsletter-negative');
    expect(checkmytrip.extract(golden.input)).toEqual([]);
  });
});
