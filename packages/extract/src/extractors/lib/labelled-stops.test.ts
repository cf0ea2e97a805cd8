import { describe, expect, it } from 'vitest';
import { irishRail } from '../irish-rail.js';
import { lner } from '../lner.js';

const sent = new Date('2026-11-20T10:00:00Z');

/** An Irish Rail booking as its HTML tables convert to text, the outbound's departure row as given. */
function booking(depart: string): string {
  return [
    'Booking Reference IR9D47XK',
    'Customer Name Aoife Murphy',
    'Outbound - Sat 12 Dec 2026',
    `Depart${depart}`,
    'Arrive Cork Kent 09:35',
    'Reserved seat Coach B Seat 31',
    'Return - Sun 13 Dec 2026',
    'Depart Cork Kent 17:25',
    'Arrive Dublin Heuston 20:05',
  ].join('\n');
}

describe('journeys printed as a dated heading and labelled stops', () => {
  it('reads both journeys of the sample layout', () => {
    const legs = irishRail.extract({ kind: 'html', text: booking(' Dublin Heuston 07:00'), date: sent });
    expect(legs.map((r) => r.reservationFor)).toMatchObject([
      { departureStation: { name: 'Dublin Heuston' }, departureTime: '2026-12-12T07:00:00' },
      { departureStation: { name: 'Cork Kent' }, departureTime: '2026-12-13T17:25:00' },
    ]);
  });

  it('takes no clock from a numeric day printed beside the station, and reads no such journey', () => {
    const legs = irishRail.extract({ kind: 'html', text: booking(' Dublin Heuston 12.12.2026 07:00'), date: sent });
    expect(legs.map((r) => r.reservationFor)).toMatchObject([{ departureStation: { name: 'Cork Kent' } }]);
  });

  it('takes no named day into the station name', () => {
    const legs = irishRail.extract({ kind: 'html', text: booking(' Dublin Heuston, 12 Dec 2026 07:00'), date: sent });
    expect(legs).toHaveLength(1);
    expect(legs[0]?.reservationFor).toMatchObject({ departureStation: { name: 'Cork Kent' } });
  });

  it('takes no departure from the arrival row under an empty departure cell', () => {
    const legs = irishRail.extract({ kind: 'html', text: booking(''), date: sent });
    expect(legs).toHaveLength(1);
    expect(legs[0]?.reservationFor).toMatchObject({ departureStation: { name: 'Cork Kent' } });
  });

  it('reads a 12-hour clock with its PM', () => {
    const text =
      'Booking reference: LN8K2P4Q\nLead passenger: James Whitfield\nReturn: Monday 14 December 2026\nDepart: Edinburgh 3:30 PM\nArrive: London Kings Cross 7:52 PM\n';
    const [leg] = lner.extract({ kind: 'text', text, date: sent });
    expect(leg?.reservationFor).toMatchObject({
      departureStation: { name: 'Edinburgh' },
      departureTime: '2026-12-14T15:30:00',
      arrivalTime: '2026-12-14T19:52:00',
    });
  });
});
