import { describe, expect, it } from 'vitest';
import { oebb } from '../oebb.js';

const sent = new Date('2026-02-20T10:00:00Z');

/** An ÖBB ticket as plain text, the journey's station rows as given. */
function ticket(rows: string): string {
  return `Buchungscode: 2806 4417 3390\nReisende/r: Sophie Gruber\n\nHinfahrt: Fr., 06.03.2026\n${rows}Wagen 25, Platz 71\n\nGesamtpreis: € 39,90\n`;
}

const legsOf = (rows: string) =>
  oebb.extract({ kind: 'text', text: ticket(rows), date: sent }).map((r) => r.reservationFor);

describe('journeys printed as station rows taken in pairs', () => {
  it('reads a change as two legs, each a departure row then an arrival row', () => {
    const rows =
      'Wien Hbf          ab 07:25   Bahnsteig 9   RJX 662\nLinz Hbf          an 08:40   Bahnsteig 1\nLinz Hbf          ab 08:52   Bahnsteig 2   RJ 540\nSalzburg Hbf      an 09:47   Bahnsteig 6\n';
    expect(legsOf(rows)).toMatchObject([
      { departureStation: { name: 'Wien Hbf' }, arrivalStation: { name: 'Linz Hbf' } },
      { departureStation: { name: 'Linz Hbf' }, arrivalStation: { name: 'Salzburg Hbf' } },
    ]);
  });

  it('takes no departure row as an arrival', () => {
    const rows =
      'Wien Hbf          ab 07:25   Bahnsteig 9   RJX 662\nWien Meidling     ab 07:32\nSalzburg Hbf      an 09:47   Bahnsteig 6\n';
    expect(legsOf(rows)).toEqual([]);
  });

  it('takes no stop on the way as the arrival', () => {
    const rows =
      'Wien Hbf          ab 07:25   Bahnsteig 9   RJX 662\nSt. Pölten Hbf    an 07:50\nSalzburg Hbf      an 09:47   Bahnsteig 6\n';
    expect(legsOf(rows)).toEqual([]);
  });
});
