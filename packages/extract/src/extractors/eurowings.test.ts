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

  it('reads the older German layout: the code under its bracketed advice, the flight number labelled, no operator', () => {
    const text = [
      '   Individueller Buchungscode (beim Check-In angeben)',
      '   ** K4TR9M **',
      '   Flug: 14.03.2016  |  Flugnummer: 4U 2071',
      '   Abflug:  21:40  Stuttgart',
      '   Ankunft: 23:05  Hamburg',
      '   Flug: 18.03.2016  |  Flugnummer: 4U 2074',
      '   Abflug:  07:10  Hamburg',
      '   Ankunft: 08:25  Stuttgart',
      '   1. Passagier: Frau Anna Schmidt',
    ].join('\n');
    const flights = eurowings.extract({ kind: 'text', text, from: 'service@germanwings.com' });
    expect(whoFliesWhich(flights)).toEqual([
      ['K4TR9M', 'Anna Schmidt', '2071'],
      ['K4TR9M', 'Anna Schmidt', '2074'],
    ]);
    expect(flights[1]?.reservationFor).toMatchObject({
      airline: { iataCode: '4U' },
      departureTime: '2016-03-18T07:10:00',
      arrivalTime: '2016-03-18T08:25:00',
    });
  });

  it('reads the code labelled as a booking code', () => {
    const text = [
      '   Booking code:   ** ZK4MNP **',
      '   (please state at check-in)',
      '   Flight: 14.02.2020  |  Flight number: EW 582 (X)',
      '   Departure: 07:05  Stuttgart',
      '   Arrival:   09:15  Palma de Mallorca',
      '   1. Passenger: MS Clara Hughes',
    ].join('\n');
    const flights = eurowings.extract({ kind: 'text', text, from: 'noreply@booking.eurowings.com' });
    expect(whoFliesWhich(flights)).toEqual([['ZK4MNP', 'Clara Hughes', '582']]);
  });

  it('reads a day after its weekday, a terminal after the airport and an arrival after midnight', () => {
    const text = [
      '   Individual reservation code:   ** PL9XCV **',
      '   Flight: Sat, 22.06.2019  |  EW 7756 (Q)',
      '   * operated by Eurowings Europe',
      '   Departure: 23:40  Cologne/Bonn, Terminal 1',
      '   Arrival:   01:55  Heraklion',
      '   1. Passenger: MR Tom Fischer',
      '   2. Passenger: MS Mia Fischer',
    ].join('\n');
    const flights = eurowings.extract({ kind: 'text', text, from: 'booking@booking.eurowings.com' });
    expect(whoFliesWhich(flights)).toEqual([
      ['PL9XCV', 'Tom Fischer', '7756'],
      ['PL9XCV', 'Mia Fischer', '7756'],
    ]);
    expect(flights[0]?.reservationFor).toMatchObject({
      departureAirport: { name: 'Cologne/Bonn' },
      departureTerminal: '1',
      departureTime: '2019-06-22T23:40:00',
      arrivalTime: '2019-06-23T01:55:00',
    });
  });
});
