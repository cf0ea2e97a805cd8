import { describe, expect, it } from 'vitest';
import { sj } from '../sj.js';

const sent = new Date('2026-10-01T10:00:00Z');

/** An SJ confirmation as its HTML converts to text, the journey's lines as given. */
function booking(journey: string, after = ''): string {
  return `Tack för din bokning!\nBokningsnummer: TKZ7284\nStockholm C – Göteborg C\n${journey}\nVagn 3, plats 42 2 klass\nResenär Elin Johansson\nTotalt 545 kr\n${after}`;
}

const trainOf = (text: string) => sj.extract({ kind: 'html', text, date: sent })[0]?.reservationFor;

describe('journeys printed as a route heading and the train beneath', () => {
  it('reads the day, train and times of the usual layout', () => {
    expect(trainOf(booking('tis 20 okt 2026 SJ Snabbtåg 421\nAvg 07:21 Ank 10:25'))).toMatchObject({
      trainNumber: '421',
      departureTime: '2026-10-20T07:21:00',
      arrivalTime: '2026-10-20T10:25:00',
    });
  });

  it("takes no train number from the day's year printed on a line of its own", () => {
    expect(trainOf(booking('tis 20 okt 2026\nSJ Snabbtåg 421\nAvg 07:21 Ank 10:25'))).toMatchObject({
      trainNumber: '421',
    });
  });

  it("takes no train number from the arrival time's minutes", () => {
    expect(trainOf(booking('tis 20 okt 2026 SJ Snabbtåg\nAvg 07:21 Ank 10:25'))).not.toHaveProperty('trainNumber');
  });

  it('takes no day from a deadline printed after the journey', () => {
    const text = booking('SJ Snabbtåg 421\nAvg 07:21 Ank 10:25', 'Avbokning senast 15 okt 2026.\n');
    expect(sj.extract({ kind: 'html', text, date: sent })).toEqual([]);
  });
});
