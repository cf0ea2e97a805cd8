import { describe, expect, it } from 'vitest';
import { readLabelledBooking } from './read-labelled-booking.js';

const sent = new Date('2026-05-20T10:00:00Z');

function rides(text: string) {
  return readLabelledBooking({ kind: 'html', text, date: sent }).map((r) => {
    const ride = r.reservationFor as Record<string, unknown>;
    return [ride.departureTime, ride.arrivalTime];
  });
}

describe('station pair rows', () => {
  const page = (outbound: string, back: string) =>
    [
      'Booking reference: EEEEEE',
      '',
      'Outbound Eurostar Standard Wednesday, 10 June 2026',
      `London St Pancras Int'l Rotterdam Centraal ${outbound} 3 hrs 28 mins Direct`,
      'Test User Coach 5 - Seat 17',
      '',
      'Return Eurostar Standard Monday, 22 June 2026',
      `Rotterdam Centraal London St Pancras Int'l ${back} 3 hrs 29 mins Direct`,
    ].join('\n');

  it('read the same rides from rows printing their clocks on twelve hours as on 24', () => {
    const expected = [
      ['2026-06-10T18:04:00', '2026-06-10T22:32:00'],
      ['2026-06-22T07:28:00', '2026-06-22T12:57:00'],
    ];
    expect(rides(page('18:04 22:32', '07:28 12:57'))).toEqual(expected);
    expect(rides(page('6:04 PM 10:32 PM', '7:28 AM 12:57 PM'))).toEqual(expected);
    // The first lookup loads the station data: seconds on a busy machine.
  }, 30_000);

  /** Each ride's train, stations, times, coach and seat. */
  function rows(text: string) {
    return readLabelledBooking({ kind: 'text', text, date: sent }).map((r) => {
      const ride = r.reservationFor as Record<string, { name?: string } | string | undefined>;
      const ticket = r.reservedTicket as { ticketedSeat?: { seatNumber?: string; seatSection?: string } } | undefined;
      const name = (key: string) => (ride[key] as { name?: string } | undefined)?.name;
      return [
        ride.trainNumber,
        name('departureStation'),
        ride.departureTime,
        name('arrivalStation'),
        ride.arrivalTime,
        ticket?.ticketedSeat?.seatSection,
        ticket?.ticketedSeat?.seatNumber,
      ];
    });
  }

  it('reads rows printing each station before its clock and an arrow between, with their trains, coaches and seats', () => {
    expect(
      rows(`Auftragsnummer: 77881124
Reisende: Anna Berger

Reisedatum: Samstag, 14.03.2026
Zürich HB 08:02 → Bern 08:58 IC 8 Wagen 7 Platz 45
Bern 09:04 → Interlaken Ost 09:57 IC 61 Wagen 3 Platz 12`),
    ).toEqual([
      ['IC 8', 'Zürich HB', '2026-03-14T08:02:00', 'Bern', '2026-03-14T08:58:00', '7', '45'],
      ['IC 61', 'Bern', '2026-03-14T09:04:00', 'Interlaken Ost', '2026-03-14T09:57:00', '3', '12'],
    ]);
  }, 30_000);

  it('reads arrow rows on twelve hours between stations known by their whole names, two on one day', () => {
    expect(
      rows(`Booking reference: RT88412
Passenger: Anna Berger

Friday 13 March 2026
London Euston 9:30 AM → Manchester Piccadilly 11:38 AM
Manchester Piccadilly 5:15 PM → London Euston 7:27 PM`),
    ).toEqual([
      [
        undefined,
        'London Euston',
        '2026-03-13T09:30:00',
        'Manchester Piccadilly',
        '2026-03-13T11:38:00',
        undefined,
        undefined,
      ],
      [
        undefined,
        'Manchester Piccadilly',
        '2026-03-13T17:15:00',
        'London Euston',
        '2026-03-13T19:27:00',
        undefined,
        undefined,
      ],
    ]);
  }, 30_000);

  it('reads no arrow row between town names without its train, nor one whose tail prints another clock', () => {
    const mail = (row: string) => `Auftragsnummer: 77881124
Reisende: Anna Berger

Reisedatum: Samstag, 14.03.2026
${row}`;
    expect(rows(mail('Genève 07:42 → Lausanne 08:18'))).toEqual([]);
    expect(rows(mail('Genève 07:42 → Lausanne 08:18 IR 90 Fribourg 09:00'))).toEqual([]);
  }, 30_000);
});
