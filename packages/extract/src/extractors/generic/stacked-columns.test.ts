import { describe, expect, it } from 'vitest';
import { readLabelledBooking } from './read-labelled-booking.js';
import { stackedColumnTables } from './stacked-columns.js';

const sent = new Date('2026-09-01T10:00:00Z');

function flights(text: string) {
  return readLabelledBooking({ kind: 'text', text, date: sent }).map((r) => {
    const f = r.reservationFor as Record<string, unknown>;
    const name = (r.underName as Record<string, unknown> | undefined)?.name;
    return [f.flightNumber, f.departureTime, f.arrivalTime, name];
  });
}

describe('stacked ride tables', () => {
  it('write a table laid out in blocks, a cell to a line, back into columns', () => {
    const text = ['Date', 'Flight', 'From', 'To', 'Dep.', 'Arr.', '18NOV', 'JL 44', 'Tokyo Haneda (HND)'].join('\n');
    expect(stackedColumnTables(`${text}\nLondon Heathrow (LHR)\n10:50\n16:15\nPassenger\nSATO/YUKI MS`)).toBe(
      [
        'Date     Flight    From                  To                       Dep.     Arr.',
        '18NOV    JL 44     Tokyo Haneda (HND)    London Heathrow (LHR)    10:50    16:15',
        '',
        'Passenger',
        'SATO/YUKI MS',
      ].join('\n'),
    );
  });

  it('read the flights of such a table, and of departures and arrivals labelled over their cells', () => {
    const table = [
      'Reservation number:',
      'H4ZT9B',
      'Flight',
      'From',
      'To',
      'Departs',
      'Arrives',
      'FR 8344',
      'Dublin (DUB)',
      'Lanzarote (ACE)',
      'Sat 24 Oct 2026 07:05',
      'Sat 24 Oct 2026 11:15',
      'Passengers',
      'Mr Sean Murphy',
    ].join('\n');
    expect(flights(table)).toEqual([['8344', '2026-10-24T07:05:00', '2026-10-24T11:15:00', 'Sean Murphy']]);
    const ends = [
      'Your booking reference is: K9PW3RD',
      '',
      'EZY2461',
      'Bristol (BRS) to Faro (FAO)',
      'Departs',
      'Arrives',
      'Thu 15 Oct 2026 06:20',
      'Thu 15 Oct 2026 09:10',
    ].join('\n');
    expect(flights(ends)).toEqual([['2461', '2026-10-15T06:20:00', '2026-10-15T09:10:00', undefined]]);
  });

  it('leave a run of labels that heads no ride alone, and a row left short', () => {
    const fields = 'Passenger\nTotal\nSeat\nMr Sean Murphy\n219.96 EUR\n12A';
    expect(stackedColumnTables(fields)).toBe(fields);
    const short = 'Flight\nFrom\nTo\nDeparts\nFR 8344\nDublin (DUB)';
    expect(stackedColumnTables(short)).toBe(short);
  });
});
