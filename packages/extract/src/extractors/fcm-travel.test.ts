import { describe, expect, it } from 'vitest';
import { valueAtPath } from '../postprocess/json-ld.js';
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

  it('reads the Norwegian itinerary', () => {
    const text = [
      'Din bestillingsreferanse:     K7QW2P',
      'Reisende:                     Ola Nordmann',
      '                                                           Bestillingsstatus: Bekreftet',
      'UTREISE                       Oslo - Bergen',
      'Fly:                          SK 261, SAS',
      'Dato:                         fre 12 sep 2025',
      'Avreise:                      07:00 Gardermoen(OSL), Oslo, Norge',
      'Ankomst:                      07:50 Flesland(BGO), Bergen, Norge',
    ].join('\n');
    const [flight, ...more] = fcmTravel.extract({ kind: 'text', text, from: 'noreply@travellink.no' });
    expect(more).toEqual([]);
    expect(flight).toMatchObject({
      reservationNumber: 'K7QW2P',
      underName: { name: 'Ola Nordmann' },
      reservationFor: {
        flightNumber: '261',
        departureAirport: { iataCode: 'OSL' },
        arrivalAirport: { iataCode: 'BGO' },
        departureTime: '2025-09-12T07:00:00',
        arrivalTime: '2025-09-12T07:50:00',
      },
    });
  });

  it('gives each flight to every traveller listed under the label of the English itinerary', () => {
    const text = [
      'Your booking reference:       R7TQ2K',
      'Travellers:                   Anna Lind',
      '                              Erik Lind',
      '',
      '                                                           Booking status: Confirmed',
      'OUTBOUND                      Stockholm - Copenhagen',
      'Flight:                       SK 1415, SAS',
      'Date:                         Fri 6 Mar 2026',
      'Departure:                    18:05 Arlanda(ARN), Stockholm, Sweden',
      '                              Terminal 5',
      'Arrival:                      19:15 Kastrup(CPH), Copenhagen, Denmark',
    ].join('\n');
    const flights = fcmTravel.extract({ kind: 'text', text, from: 'noreply@travellink.se' });
    expect(
      flights.map((f) => [
        f.reservationNumber,
        valueAtPath(f, 'underName.name'),
        valueAtPath(f, 'reservationFor.flightNumber'),
      ]),
    ).toEqual([
      ['R7TQ2K', 'Anna Lind', '1415'],
      ['R7TQ2K', 'Erik Lind', '1415'],
    ]);
    expect(flights[0]?.reservationFor).toMatchObject({
      departureTerminal: '5',
      departureTime: '2026-03-06T18:05:00',
      arrivalTime: '2026-03-06T19:15:00',
    });
  });

  it('gives each flight to every traveller when each is printed on a labelled line of their own', () => {
    const text = [
      'Din bokningsreferens:         XYZ789',
      'Resenär:                      Erik Lund',
      'Resenär:                      Maja Lund',
      '',
      '                                                           Bokningsstatus: Bekräftad',
      'UTRESA                        Stockholm - Oslo',
      'Flyg:                         SK871, SAS',
      'Datum:                        mån 6 maj 2019',
      'Avgång:                       08:05 Arlanda(ARN), Stockholm, Sverige',
      'Ankomst:                      09:10 Gardermoen(OSL), Oslo, Norge',
    ].join('\n');
    const flights = fcmTravel.extract({ kind: 'text', text, from: 'customerservice@fcmtravel.se' });
    expect(flights.map((f) => [f.reservationNumber, valueAtPath(f, 'underName.name')])).toEqual([
      ['XYZ789', 'Erik Lund'],
      ['XYZ789', 'Maja Lund'],
    ]);
  });
});
