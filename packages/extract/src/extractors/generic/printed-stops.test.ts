import { describe, expect, it } from 'vitest';
import type { Reservation } from '../../schema/reservation.js';
import { readLabelledBooking } from './read-labelled-booking.js';

const sent = new Date('2026-07-15T19:40:00Z');

// The first station lookup loads the station data: seconds on a busy machine.
const STATION_DATA_MS = 30_000;

function read(text: string): Reservation[] {
  return readLabelledBooking({ kind: 'text', text, date: sent });
}

/** Each ride's kind, stops and times. */
function stops(found: readonly Reservation[]): string[][] {
  return found.map((r) => {
    const ride = r.reservationFor as Record<string, { name?: string } | string>;
    const name = (key: string) => (ride[key] as { name?: string } | undefined)?.name ?? '';
    return [
      r['@type'] as string,
      name('departureBusStop'),
      ride.departureTime as string,
      name('arrivalBusStop'),
      ride.arrivalTime as string,
    ];
  });
}

describe('bus stops the place data does not hold', () => {
  it(
    'names a stop printed after its label and clock as printed, when the dated ride is timed at both ends',
    () => {
      const found = read(`Your bus trip is confirmed

Booking number: 3087654299
Passenger: Lena Fischer

Date: Fri, 24.07.2026
Departure: 07:30 Egestorf (Nordheide), Autohof
Arrival: 09:10 Raststätte Dammer Berge
Seat 12C`);
      expect(stops(found)).toEqual([
        [
          'BusReservation',
          'Egestorf (Nordheide), Autohof',
          '2026-07-24T07:30:00',
          'Raststätte Dammer Berge',
          '2026-07-24T09:10:00',
        ],
      ]);
    },
    STATION_DATA_MS,
  );

  it(
    'reads a German ticket whose departure stop the data lacks and whose arrival is a bus station it holds',
    () => {
      const found = read(`Deine Busreise ist bestätigt

Buchungsnummer: 4412098731
Fahrgast: Lena Fischer

Datum: Fr, 24.07.2026
Abfahrt: 07:30 Autohof Garrel
Ankunft: 11:55 Hamburg ZOB`);
      expect(stops(found)).toEqual([
        ['BusReservation', 'Autohof Garrel', '2026-07-24T07:30:00', 'Hamburg ZOB', '2026-07-24T11:55:00'],
      ]);
    },
    STATION_DATA_MS,
  );

  it(
    'reads no stop from what a clock is followed by that names none, nor a ride without its arrival clock',
    () => {
      expect(
        read(`Your bus trip is confirmed

Booking number: 3087654299
Passenger: Lena Fischer

Date: Fri, 24.07.2026
Departure: 07:30 local time
Arrival: 09:10 Raststätte Dammer Berge`),
      ).toEqual([]);
      expect(
        read(`Your bus trip is confirmed

Booking number: 3087654299
Passenger: Lena Fischer

Date: Fri, 24.07.2026
Departure: 07:30 Egestorf (Nordheide), Autohof
Arrival: Raststätte Dammer Berge`),
      ).toEqual([]);
    },
    STATION_DATA_MS,
  );
});
