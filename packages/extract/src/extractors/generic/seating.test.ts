import { describe, expect, it } from 'vitest';
import type { JsonLdObject } from '../../schema/reservation.js';
import { readLabelledBooking } from './read-labelled-booking.js';

const sent = new Date('2017-02-20T10:00:00Z');

// The first station lookup loads the station data: seconds on a busy machine.
const STATION_DATA_MS = 30_000;

/** The seat of each ride the reader finds in a booking of one train, Hamburg to München, with `seating` under it. */
function seatsOf(seating: string, ride = 'Train: ICE 577'): (JsonLdObject | undefined)[] {
  const text = `Booking reference: QH7T2L
${ride}
From: Hamburg Hbf 15.03.2017 08:00
To: München Hbf 15.03.2017 14:30
${seating}`;
  return readLabelledBooking({ kind: 'text', text, date: sent }).map(
    (r) => (r.reservedTicket as JsonLdObject | undefined)?.ticketedSeat as JsonLdObject | undefined,
  );
}

describe("a train's coach, seat and class", () => {
  it(
    'reads a coach and a seat written together without labels, in each language',
    () => {
      for (const [line, coach, seat] of [
        ['Vogn 3, plads 45', '3', '45'],
        ['Vagn 3, plats 42', '3', '42'],
        ['Vogn 3, sete 12', '3', '12'],
        ['Wagen 5 Platz 45', '5', '45'],
        ['Voiture 6, place 53', '6', '53'],
        ['Coche 4, Plaza 12A', '4', '12A'],
        ['Carrozza 7, Posto 15', '7', '15'],
        ['Rijtuig 4, Zitplaats 56', '4', '56'],
        ['Carruagem 3, Lugar 21', '3', '21'],
        ['Wagon 12, miejsce 45', '12', '45'],
        ['Vůz 5, místo 23', '5', '23'],
        ['Coach C, Seat 45 (Forward facing, Table)', 'C', '45'],
        ['Voiture 14 – Place 63', '14', '63'],
        ['Wagen 9 — Platz 45', '9', '45'],
      ]) {
        expect(seatsOf(line ?? ''), line).toEqual([{ '@type': 'Seat', seatSection: coach, seatNumber: seat }]);
      }
    },
    STATION_DATA_MS,
  );

  it(
    'reads a class written as a phrase on the line of the coach and seat, or on a line of its own',
    () => {
      expect(seatsOf('Vagn 3, plats 42 2 klass')).toEqual([
        { '@type': 'Seat', seatSection: '3', seatNumber: '42', seatingType: '2' },
      ]);
      expect(seatsOf('Wagen 5, Platz 45\n1. Klasse')).toEqual([
        { '@type': 'Seat', seatSection: '5', seatNumber: '45', seatingType: '1' },
      ]);
      expect(seatsOf('1re classe')).toEqual([{ '@type': 'Seat', seatingType: '1' }]);
    },
    STATION_DATA_MS,
  );

  it(
    'reads a coach, seat and class each under its own label',
    () => {
      expect(seatsOf('Coach: C\nSeat: 45\nClass: 2nd class')).toEqual([
        { '@type': 'Seat', seatSection: 'C', seatNumber: '45', seatingType: '2' },
      ]);
      expect(seatsOf('Carrozza: 6\nPosti: 8A\nClasse: 2')).toEqual([
        { '@type': 'Seat', seatSection: '6', seatNumber: '8A', seatingType: '2' },
      ]);
      expect(seatsOf('Clase: Turista')).toEqual([{ '@type': 'Seat', seatingType: 'Turista' }]);
    },
    STATION_DATA_MS,
  );

  it(
    'reads no coach without a seat beside it or a label of its own, no seat from a bare number, and no class from a sentence',
    () => {
      expect(seatsOf('Wagen 5\n45')).toEqual([undefined]);
      expect(seatsOf('Coach: National Express')).toEqual([undefined]);
      expect(seatsOf('All trains have a 1st class carriage.')).toEqual([undefined]);
    },
    STATION_DATA_MS,
  );

  it(
    'reads the seats of several travellers after one coach, as printed',
    () => {
      expect(seatsOf('Coach 8, Seats 14, 15, 18')).toEqual([
        { '@type': 'Seat', seatSection: '8', seatNumber: '14, 15, 18' },
      ]);
      expect(seatsOf('Car 6 Seat 12A 12B')).toEqual([{ '@type': 'Seat', seatSection: '6', seatNumber: '12A 12B' }]);
      expect(seatsOf('Wagen 11, Platz 33 35, 2 Fenster')).toEqual([
        { '@type': 'Seat', seatSection: '11', seatNumber: '33 35' },
      ]);
      expect(seatsOf('Vagn 3, plats 42 2 klass')).toEqual([
        { '@type': 'Seat', seatSection: '3', seatNumber: '42', seatingType: '2' },
      ]);
    },
    STATION_DATA_MS,
  );

  it(
    "reads the seats of several travellers after the plural of a seat's word",
    () => {
      for (const [line, coach, seat] of [
        ['Wagen 7, Plätze 21, 22', '7', '21, 22'],
        ['Wagen 7 Sitzplätze 21 23', '7', '21 23'],
        ['Vogn 2 Pladser 61, 62', '2', '61, 62'],
        ['Voiture 14 Places 101, 102', '14', '101, 102'],
        ['Vůz 9, místa 33, 34', '9', '33, 34'],
      ]) {
        expect(seatsOf(line ?? ''), line).toEqual([{ '@type': 'Seat', seatSection: coach, seatNumber: seat }]);
      }
    },
    STATION_DATA_MS,
  );

  it(
    "reads a coach and seat whose cell runs onto the next line, the seat opening the next line's last cell",
    () => {
      const text = `Order number: PX4471
Your journey on 21.05.2026
Stop                        Date   Time        Platform  Products/Reservation
Salzburg Hbf                21.05. dep 08:12             RJX 163, 1 seat, Car 27,
Linz Hbf                    21.05. arr 09:20   4         Seat 115, window,
                                                         open saloon`;
      const [train] = readLabelledBooking({ kind: 'text', text, date: sent });
      expect((train?.reservedTicket as JsonLdObject | undefined)?.ticketedSeat).toEqual({
        '@type': 'Seat',
        seatSection: '27',
        seatNumber: '115',
      });
    },
    STATION_DATA_MS,
  );

  it(
    "gives a bus its seat under a seat's label",
    () => {
      const [bus] = readLabelledBooking({
        kind: 'text',
        text: 'Booking number: 3071235544\nBus: FlixBus N123\n15.03.2017 08:00 Berlin ZOB → 11:15 Hamburg ZOB\nSeat: 12',
        date: sent,
      });
      expect((bus?.reservedTicket as JsonLdObject | undefined)?.ticketedSeat).toEqual({
        '@type': 'Seat',
        seatNumber: '12',
      });
    },
    STATION_DATA_MS,
  );
});

describe("a flight's seat after its fare on one line", () => {
  /** The seat of each flight the reader finds in a booking of two flights, with `first` and `second` under them. */
  function flightSeats(first: string, second: string): (JsonLdObject | undefined)[] {
    const text = `Booking reference: K7WQ2M
Flight LH 400  Frankfurt (FRA) - New York (JFK)
Departs: 12 Mar 2017 10:30
Arrives: 12 Mar 2017 13:05
${first}

Flight LH 401  New York (JFK) - Frankfurt (FRA)
Departs: 19 Mar 2017 17:40
Arrives: 20 Mar 2017 07:15
${second}`;
    return readLabelledBooking({ kind: 'text', text, date: sent }).map(
      (r) => (r.reservedTicket as JsonLdObject | undefined)?.ticketedSeat as JsonLdObject | undefined,
    );
  }

  it('gives each flight the seat written after its fare or cabin, set off by a dot, a bar or two spaces', () => {
    expect(flightSeats('Economy Light · Seat 23F', 'Premium Economy | Seat 4A')).toEqual([
      { '@type': 'Seat', seatNumber: '23F' },
      { '@type': 'Seat', seatNumber: '4A' },
    ]);
    expect(flightSeats('Business  Seat 7D', 'Business  Seat: 8K')).toEqual([
      { '@type': 'Seat', seatNumber: '7D' },
      { '@type': 'Seat', seatNumber: '8K' },
    ]);
  });

  it('reads the Dutch and French words for a seat as the others', () => {
    expect(flightSeats('Economy · Stoel 23F', 'Économie · Siège 4A')).toEqual([
      { '@type': 'Seat', seatNumber: '23F' },
      { '@type': 'Seat', seatNumber: '4A' },
    ]);
  });

  it('takes no seat that is not a row and a letter', () => {
    expect(flightSeats('Economy · Seat 1234K', 'Economy · Seat 12')).toEqual([undefined, undefined]);
    expect(flightSeats('Economy · Seat any', 'Economy · seat 12k')).toEqual([undefined, undefined]);
  });

  it(
    'reads a coach and a seat set apart by middle dots, after the train on their line',
    () => {
      expect(seatsOf('ICE 577 · Wagen 9 · Platz 61 · 1. Klasse')).toEqual([
        { '@type': 'Seat', seatSection: '9', seatNumber: '61', seatingType: '1' },
      ]);
    },
    STATION_DATA_MS,
  );
});
