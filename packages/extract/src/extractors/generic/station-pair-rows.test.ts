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
  });
});
