import { describe, expect, it } from 'vitest';
import { loadSample } from './testing/cases.js';
import { expectSample } from './testing/expect-case.js';
import { ticketmaster } from './ticketmaster.js';

describe('ticketmaster', () => {
  it('reads the event, its start, venue and seats count from an order confirmation', async () => {
    await expectSample(ticketmaster, 'ticketmaster-order-confirmation');
  });

  it('claims nothing in a presale alert for the same tour', async () => {
    const golden = await loadSample('ticketmaster-presale-negative');
    expect(ticketmaster.extract(golden.input)).toEqual([]);
  });
});
