import { describe, expect, it } from 'vitest';
import { thefork } from '../thefork.js';

const sent = new Date('2026-10-01T10:00:00Z');

/** A TheFork booking as its HTML converts to text, the lines under the headline as given. */
function booking(place: string): string {
  return `Your booking is confirmed!\n${place}Date Saturday 24 October 2026\nTime 20:30\nNumber of people 4 people\nName Marco Bianchi\nBooking reference 81733420\n`;
}

describe('a table booking printed under its headline', () => {
  it('reads the restaurant and its address under the headline', () => {
    const [table] = thefork.extract({
      kind: 'html',
      text: booking('Trattoria da Enzo\nVia dei Vascellari 29, 00153 Roma, Italy\n'),
      date: sent,
    });
    expect(table).toMatchObject({
      reservationFor: { name: 'Trattoria da Enzo', address: { streetAddress: 'Via dei Vascellari 29' } },
      startTime: '2026-10-24T20:30:00',
    });
  });

  it('takes no address from the day line when the booking prints none', () => {
    const [table] = thefork.extract({ kind: 'html', text: booking('Trattoria da Enzo\n'), date: sent });
    expect(table?.reservationFor).toMatchObject({ name: 'Trattoria da Enzo' });
    expect(table?.reservationFor).not.toHaveProperty('address.streetAddress');
  });

  it('reads no booking when no restaurant is printed under the headline', () => {
    expect(thefork.extract({ kind: 'html', text: booking(''), date: sent })).toEqual([]);
  });
});
