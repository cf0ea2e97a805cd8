import { describe, expect, it } from 'vitest';
import { eurowings } from './eurowings.js';
import { loadCorpusCase } from './testing/cases.js';
import { expectExtraction, whoFliesWhich } from './testing/expect-case.js';

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

  it('reads the German confirmation and gives each passenger every flight', () => {
    const text = [
      '   Individueller Reservierungscode:   ** QW7T2K **',
      '   Flug: 02.08.2024  |  EW 9462 (Q)',
      '   * durchgeführt von Eurowings',
      '   Abflug:  06:40  Köln/Bonn',
      '   Ankunft: 08:55  Palma de Mallorca',
      '----------------------------------------------------------------------',
      '   ** REISENDE **',
      '   1. Reisender: Herr Jonas Weber',
      '   2. Reisender: Frau Lea Weber',
    ].join('\n');
    const flights = eurowings.extract({ kind: 'text', text, from: 'noreply@eurowings.com' });
    expect(whoFliesWhich(flights)).toEqual([
      ['QW7T2K', 'Jonas Weber', '9462'],
      ['QW7T2K', 'Lea Weber', '9462'],
    ]);
    expect(flights[0]?.reservationFor).toMatchObject({
      departureAirport: { name: 'Köln/Bonn' },
      arrivalAirport: { name: 'Palma de Mallorca' },
      departureTime: '2024-08-02T06:40:00',
      arrivalTime: '2024-08-02T08:55:00',
    });
  });
});
