import { describe, expect, it } from 'vitest';
import { megabus } from '../megabus.js';

const sent = new Date('2026-10-20T10:00:00Z');

/** A megabus booking as its HTML table converts to text, the departure stop's row as given. */
function booking(from: string): string {
  return `Reservation number: MB5829140 Passenger: Callum Ross\nJourney 1\nFrom:${from}\nDeparts: Saturday 7 November 2026 at 07:00\nTo: London, Victoria Coach Station\nArrives: Saturday 7 November 2026 at 15:25\nService: M8\n`;
}

describe('coach journeys read field by field', () => {
  it('reads the journey of the usual layout', () => {
    const [ride] = megabus.extract({ kind: 'html', text: booking(' Glasgow, Buchanan Bus Station'), date: sent });
    expect(ride?.reservationFor).toMatchObject({
      departureBusStop: { name: 'Glasgow, Buchanan Bus Station' },
      departureTime: '2026-11-07T07:00:00',
    });
  });

  it('takes no departure stop from the departure time line under an empty stop', () => {
    expect(megabus.extract({ kind: 'html', text: booking(''), date: sent })).toEqual([]);
  });
});
