import { describe, expect, it } from 'vitest';
import { htmlToPlainText } from '../../processors/html/html-to-plain-text.js';
import { readWhen } from './date-time.js';
import { flightCards } from './flight-cards.js';
import { readLabelledBooking } from './read-labelled-booking.js';

const sent = new Date('2017-02-20T10:00:00Z');
const read = (value: string) => readWhen(value, sent);

describe('flightCards', () => {
  it('reads flights laid out as cards of codes, designator, day and clocks, each card one flight', () => {
    const html = `<p>Dear Mr Hans Mueller,</p><p>Your booking code: <b>ABC7XZ</b></p>
<table><tr><td><big>FRA</big><br>Frankfurt<br>10:05</td><td>LH 400<br>Sun, 12 Mar 2017</td>
<td><big>JFK</big><br>New York<br>12:40</td></tr></table>
<table><tr><td><big>JFK</big><br>New York<br>16:00</td><td>LH 401<br>Sun, 19 Mar 2017</td>
<td><big>FRA</big><br>Frankfurt<br>05:40 +1</td></tr></table>`;
    const flights = readLabelledBooking({ kind: 'html', text: htmlToPlainText(html), html, date: sent });
    expect(
      flights.map((r) => {
        const f = r.reservationFor as Record<string, unknown>;
        return [r.reservationNumber, f.flightNumber, f.departureTime, f.arrivalTime];
      }),
    ).toEqual([
      ['ABC7XZ', '400', '2017-03-12T10:05:00', '2017-03-12T12:40:00'],
      ['ABC7XZ', '401', '2017-03-19T16:00:00', '2017-03-20T05:40:00'],
    ]);
  });

  it('takes no word of a city written in capitals for an airport, and no card naming two flights', () => {
    expect(flightCards(['NEW YORK JFK  UA 110', 'SAN FRANCISCO SFO', 'Sun 12 Mar 2017 06:00 09:10'], read)).toEqual([
      expect.objectContaining({ fact: 'flight', value: 'UA 110' }),
      expect.objectContaining({ fact: 'date', value: '2017-03-12' }),
      expect.objectContaining({ fact: 'depart', value: '(JFK) 06:00' }),
      expect.objectContaining({ fact: 'arrive', value: '(SFO) 09:10' }),
    ]);
    expect(flightCards(['FRA LH 400 JFK', 'LH 401 Sun 12 Mar 2017', '10:05 12:40'], read)).toEqual([]);
  });
});
