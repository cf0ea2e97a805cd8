import { describe, expect, it } from 'vitest';
import type { Reservation } from '../../schema/reservation.js';
import { numberedPassengers, seatEachPassenger, seatsUnderRides } from './numbered-passengers.js';

const names = (lines: string[]) => numberedPassengers(lines).map((p) => p.name);

describe('numbered passengers', () => {
  it('reads passengers listed by their number, a salutation before each name, in their order', () => {
    expect(names(['2e passager Madame Léa Roux', '1er passager Monsieur Paul Roux'])).toEqual([
      'Paul Roux',
      'Léa Roux',
    ]);
    expect(names(['Passenger 1: Ms Anna Roth', 'Passenger 2: Mr Paul Roth'])).toEqual(['Anna Roth', 'Paul Roth']);
    // Listed again for a second booking: the same people.
    expect(
      names(['1. Reisender Herr Jonas Weber', '2. Reisender Frau Mia Weber', '1. Reisender Herr Jonas Weber']),
    ).toEqual(['Jonas Weber', 'Mia Weber']);
  });

  it('reads none without a salutation, with a number missing, or with a number naming two people', () => {
    // A fare after the passenger's number is no name.
    expect(names(['1e passager BILLET CARTE ENFANT', '2e passager Billet Bambin enfant'])).toEqual([]);
    expect(names(['Passenger 1: Ms Anna Roth', 'Passenger 3: Mr Paul Roth'])).toEqual([]);
    expect(names(['Passenger 1: Ms Anna Roth', 'Passenger 2: Mr Paul Roth', 'Passenger 1: Ms Eva Roth'])).toEqual([]);
    // One passenger is no list.
    expect(names(['Passenger 1: Ms Anna Roth'])).toEqual([]);
  });

  it('gives each passenger their seat under each ride only when every ride prints one for each of them', () => {
    const lines = ['07:04 Köln Hbf ICE 513', '11:26 München Hbf', 'Wagen 7 - Platz 51', 'Wagen 7 - Platz 52'];
    const facts = [{ fact: 'depart' as const, label: '', value: 'Köln Hbf 07:04', line: 0 }];
    const ride: Reservation = { '@type': 'TrainReservation', reservationFor: { '@type': 'TrainTrip' } };
    const people = [
      { '@type': 'Person', name: 'Jonas Weber' },
      { '@type': 'Person', name: 'Mia Weber' },
    ];
    const seats = seatsUnderRides(facts, lines);
    expect(seats).toEqual([
      [
        { coach: '7', seat: '51' },
        { coach: '7', seat: '52' },
      ],
    ]);
    expect(
      seatEachPassenger([ride], people, seats).map((r) => [
        (r.underName as { name: string }).name,
        (r.reservedTicket as { ticketedSeat: { seatNumber: string } }).ticketedSeat.seatNumber,
      ]),
    ).toEqual([
      ['Jonas Weber', '51'],
      ['Mia Weber', '52'],
    ]);
    // Three passengers and two seats: nobody's seat is known.
    expect(seatEachPassenger([ride], [...people, { '@type': 'Person', name: 'Ida Weber' }], seats)).toEqual([]);
  });
});
