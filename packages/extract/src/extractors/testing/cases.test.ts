import { describe, expect, it } from 'vitest';
import { loadSample } from './cases.js';

describe('a sample loaded for an extractor’s test', () => {
  it('is dated at the day and clock its case gives, with the offset printed', async () => {
    const { input } = await loadSample('amtrak-sales-receipt-new-york-washington-html');
    expect(input.date?.toISOString()).toBe('2019-01-04T05:36:00.000Z');
  });

  it('is dated at noon of the day its case gives alone', async () => {
    const { input } = await loadSample('amadeus-pnr-display-two-passengers-fayetteville-rome-athens');
    expect(input.date?.toISOString()).toMatch(/T12:00:00\.000Z$/);
  });
});
