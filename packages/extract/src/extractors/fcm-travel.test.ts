import { describe, expect, it } from 'vitest';
import { fcmTravel } from './fcm-travel.js';
import { loadCorpusCase } from './testing/cases.js';
import { expectExtraction } from './testing/expect-case.js';

describe('fcm-travel', () => {
  it('reads the four flights of a Swedish Travellink itinerary', async () => {
    expectExtraction(fcmTravel, await loadCorpusCase('x-fcm-fcmtravel-3-txt'));
  });

  it('carries the total price in Swedish crowns', async () => {
    const [flight] = fcmTravel.extract((await loadCorpusCase('x-fcm-fcmtravel-3-txt')).input);
    expect(flight?.totalPrice).toBe(4321);
    expect(flight?.priceCurrency).toBe('SEK');
  });
});
