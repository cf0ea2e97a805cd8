import { describe, expect, it } from 'vitest';
import type { Reservation } from '../../schema/reservation.js';
import { readLabelledBooking } from './read-labelled-booking.js';

const sent = new Date('2026-03-02T10:00:00Z');

// The first place lookup loads the place data: seconds on a busy machine.
const PLACE_DATA_MS = 30_000;

/** Each ride's kind, stops and times. */
function rides(text: string): string[][] {
  return readLabelledBooking({ kind: 'text', text, date: sent }).map((r: Reservation) => {
    const ride = r.reservationFor as Record<string, { name?: string } | string | undefined>;
    const name = (...keys: string[]) =>
      keys.map((key) => (ride[key] as { name?: string } | undefined)?.name).find(Boolean) ?? '';
    return [
      r['@type'] as string,
      name('departureBusStop', 'departureStation'),
      ride.departureTime as string,
      name('arrivalBusStop', 'arrivalStation'),
      ride.arrivalTime as string,
    ];
  });
}

describe('rides told in a sentence', () => {
  it(
    "reads a coach line's sentence of both ends, the day and both clocks, wrapped over lines",
    () => {
      expect(
        rides(`Booking reference: WXY12347
Passenger: Anna Berger

Thank you for booking. Your coach departs London Victoria Coach
Station at 08:30 on 12 March 2026 and arrives at Birmingham Coach
Station at 11:25.`),
      ).toEqual([
        [
          'BusReservation',
          'London Victoria Coach Station',
          '2026-03-12T08:30:00',
          'Birmingham Coach Station',
          '2026-03-12T11:25:00',
        ],
      ]);
    },
    PLACE_DATA_MS,
  );

  it('reads two sentences on twelve hours as two rides, each on its own day', () => {
    expect(
      rides(`Booking reference: WXY12346
Passenger: Anna Berger

Your coach departs Manchester Shudehill Interchange at 2:15pm on Friday 20 March 2026 and arrives at Leeds Bus Station at 3:40pm.
Your return coach departs Leeds Bus Station at 6:05pm on Sunday 22 March 2026 and arrives at Manchester Shudehill Interchange at 7:30pm.`),
    ).toEqual([
      [
        'BusReservation',
        'Manchester Shudehill Interchange',
        '2026-03-20T14:15:00',
        'Leeds Bus Station',
        '2026-03-20T15:40:00',
      ],
      [
        'BusReservation',
        'Leeds Bus Station',
        '2026-03-22T18:05:00',
        'Manchester Shudehill Interchange',
        '2026-03-22T19:30:00',
      ],
    ]);
  });

  it('reads the German and French sentences', () => {
    expect(
      rides(`Buchungsnummer: 4412098732
Fahrgast: Lena Fischer

Ihr Bus fährt am 12. März 2026 um 08:30 ab München ZOB und kommt um 12:45 in Nürnberg ZOB an.`),
    ).toEqual([['BusReservation', 'München ZOB', '2026-03-12T08:30:00', 'Nürnberg ZOB', '2026-03-12T12:45:00']]);
    expect(
      rides(`Référence de réservation : CE778812
Passager : Anna Berger

Votre car part de Paris Bercy Seine à 08h30 le 12 mars 2026 et arrive à Lyon Perrache à 13h05.`),
    ).toEqual([['BusReservation', 'Paris Bercy Seine', '2026-03-12T08:30:00', 'Lyon Perrache', '2026-03-12T13:05:00']]);
  });

  it('reads no ride from a sentence whose day does not read', () => {
    expect(
      rides(`Booking reference: WXY12345
Passenger: Anna Berger

Your coach departs London Victoria Coach Station at 08:30 on the day you chose and arrives at Birmingham Coach Station at 11:25.`),
    ).toEqual([]);
  });
});
