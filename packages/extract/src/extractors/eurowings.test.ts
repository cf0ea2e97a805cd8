import { describe, expect, it } from 'vitest';
import { eurowings } from './eurowings.js';
import { loadCorpusCase } from './testing/cases.js';
import { expectExtraction } from './testing/expect-case.js';

describe('eurowings', () => {
  it('reads both flights of the booking confirmation', async () => {
    // The confirmation names airports only; their IATA codes come from the airport reference data later.
    expectExtraction(eurowings, await loadCorpusCase('x-eurowings-eurowings-1-txt'), [
      'departureAirportIata',
      'arrivalAirportIata',
    ]);
  });

  it('names the passenger without the salutation', async () => {
    const [flight] = eurowings.extract((await loadCorpusCase('x-eurowings-eurowings-1-txt')).input);
    expect(flight?.underName).toEqual({ '@type': 'Person', name: 'John Doe' });
  });
});
