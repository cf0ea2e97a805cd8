import { describe, expect, it } from 'vitest';
import { type ReadWhen, readWhen } from './date-time.js';
import { readLabelledBooking } from './read-labelled-booking.js';
import { routeHeadings } from './route-headings.js';

const sent = new Date('2017-05-20T10:00:00Z');

// The first station lookup loads the station data: seconds on a busy machine.
const STATION_DATA_MS = 30_000;

function read(text: string) {
  return readLabelledBooking({ kind: 'text', text, date: sent });
}

describe('numberedRoutes', () => {
  const receipt = (departs: string, kind: 'text' | 'html' = 'text') =>
    readLabelledBooking({
      kind,
      date: sent,
      text: [
        'Reservation Number - 9B3E60',
        'Train 173: NEW YORK (PENN STATION), NY - WASHINGTON, DC',
        '',
        departs,
        '',
        '1 RESERVED COACH SEAT',
        'Train 158: WASHINGTON, DC - NEW YORK (PENN STATION), NY',
        '',
        'Depart 6:20 PM, Sunday, June 13, 2017',
        'Passengers: Jamie Carter',
      ].join('\n'),
    });

  it(
    "reads a receipt's numbered routes over their departures' lines as trains",
    () => {
      const found = receipt('Depart 3:35 PM, Friday, June 11, 2017');
      expect(found.map((r) => r.reservationFor)).toMatchObject([
        {
          trainNumber: '173',
          departureStation: { name: 'NEW YORK (PENN STATION), NY' },
          arrivalStation: { name: 'WASHINGTON, DC' },
          departureTime: '2017-06-11T15:35:00',
        },
        { trainNumber: '158', departureTime: '2017-06-13T18:20:00' },
      ]);
      expect((found[0]?.reservationFor as Record<string, unknown> | undefined)?.trainName).toBeUndefined();
      // A page's text, whose looser labels take `Train 173:` for a train's label, reads the same rides.
      const page = receipt('Depart 3:35 PM, Friday, June 11, 2017', 'html');
      expect(page.map((r) => r.reservationFor)).toEqual(found.map((r) => r.reservationFor));
    },
    STATION_DATA_MS,
  );

  it('reads none of the rides when one departure line gives no clock', () => {
    expect(receipt('Depart Friday, June 11, 2017')).toEqual([]);
  });
});

describe('routeHeadings', () => {
  it(
    "reads a route's heading, run onto a second line, over its day and its header of clocks",
    () => {
      const found = read(
        [
          'Boarding document',
          'RESERVATION NUMBER 4K7PQ2',
          'TRAIN LAKESHORE EXPRESS CHICAGO (UNION STATION) -',
          'MILWAUKEE 331',
          'Jun 2, 2017 1 Reserved Coach Seat',
          'DEPARTS ARRIVES (Fri Jun 2) 8:25 PM 9:54 PM',
        ].join('\n'),
      );
      expect(found).toHaveLength(1);
      expect(found[0]?.reservationNumber).toBe('4K7PQ2');
      const trip = found[0]?.reservationFor as Record<string, unknown>;
      expect(trip.trainNumber).toBe('331');
      expect(trip.trainName).toBe('LAKESHORE EXPRESS');
      expect((trip.departureStation as { name: string }).name).toBe('CHICAGO (UNION STATION)');
      expect((trip.arrivalStation as { name: string }).name).toBe('MILWAUKEE');
      expect(trip.departureTime).toBe('2017-06-02T20:25:00');
      expect(trip.arrivalTime).toBe('2017-06-02T21:54:00');
    },
    STATION_DATA_MS,
  );

  it(
    'dates the arrival by the day in brackets when the train runs overnight',
    () => {
      const found = read(
        [
          'Booking reference: 4K7PQ2',
          'TRAIN NIGHT STAR CHICAGO - DENVER 5',
          'Jun 2, 2017 1 Roomette',
          'DEPARTS ARRIVES (Sat Jun 3) 2:00 PM 7:15 AM',
        ].join('\n'),
      );
      const trip = found[0]?.reservationFor as Record<string, unknown>;
      expect(trip.departureTime).toBe('2017-06-02T14:00:00');
      expect(trip.arrivalTime).toBe('2017-06-03T07:15:00');
    },
    STATION_DATA_MS,
  );

  it(
    "takes the departure's town from the end of a service named after another town",
    () => {
      const found = read(
        [
          'Booking reference: 4K7PQ2',
          'TRAIN SILVER BOSTON STAR CHICAGO - MEMPHIS 59',
          'Jun 2, 2017 1 Reserved Coach Seat',
          'DEPARTS ARRIVES (Sat Jun 3) 8:05 PM 6:27 AM',
        ].join('\n'),
      );
      const trip = found[0]?.reservationFor as Record<string, unknown>;
      expect(trip.trainName).toBe('SILVER BOSTON STAR');
      expect((trip.departureStation as { name: string }).name).toBe('CHICAGO');
    },
    STATION_DATA_MS,
  );

  it(
    'reads no ride when one header of clocks stands under no heading that reads whole',
    () => {
      const lines = [
        'Booking reference: 4K7PQ2',
        'TRAIN NIGHT STAR CHICAGO - DENVER 5',
        'Jun 2, 2017 1 Roomette',
        'DEPARTS ARRIVES (Sat Jun 3) 2:00 PM 7:15 AM',
        'TRAIN 6',
        'NIGHT STAR Jun 9, 2017 DENVER - CHICAGO 1 Roomette',
        'DEPARTS ARRIVES (Fri Jun 9) 7:10 AM 2:50 PM',
      ];
      const when: ReadWhen = (value) => readWhen(value, sent, undefined);
      expect(routeHeadings(lines.slice(0, 4), when)).toHaveLength(4);
      expect(routeHeadings(lines, when)).toEqual([]);
    },
    STATION_DATA_MS,
  );
});
