import { describe, expect, it } from 'vitest';
import { htmlToPlainText } from '../../processors/html/html-to-plain-text.js';
import { readLabelledBooking } from './read-labelled-booking.js';
import { runsCardCellsTogether, stackedCellsText } from './stacked-cells.js';

const sent = new Date('2019-09-01T21:17:00Z');

/** A payment confirmation's card: each end's day and clock over its place in a cell, the flight in the last. */
const page = `<p>Заказ</p><p><b>KQ7T2P</b></p><p>Путешественники</p><p>Mr Ivan Petrov</p>
<table><tr>
<td><p><b>16 сен 2019, 14:10</b></p><p>Санкт-Петербург, Пулково,<br>Терминал: 1</p></td>
<td><img src="arrow.png"></td>
<td><p><b>16 сен 2019, 16:15</b></p><p>Саранск</p></td>
<td><div><b>S7 6003</b></div><div>Эконом Базовый</div></td>
</tr></table>`;

describe('a card whose cells a table row runs together', () => {
  it("tells a row of two clocks and one flight's designator", () => {
    expect(runsCardCellsTogether(htmlToPlainText(page).split('\n'))).toBe(true);
    expect(runsCardCellsTogether(['16 сен 2019, 14:10 Санкт-Петербург'])).toBe(false);
    expect(runsCardCellsTogether(['S7 6003 LH 400 10:05 12:40'])).toBe(false);
  });

  it("stacks each cell's lines under the previous cell's", () => {
    const lines = stackedCellsText(page)
      .split('\n')
      .filter((l) => l.trim());
    expect(lines.slice(4)).toEqual([
      '16 сен 2019, 14:10',
      'Санкт-Петербург, Пулково,',
      'Терминал: 1',
      '16 сен 2019, 16:15',
      'Саранск',
      'S7 6003',
      'Эконом Базовый',
    ]);
  });

  it('reads the flight of such a page, its airports named by their cities in Cyrillic', () => {
    const [ride, ...more] = readLabelledBooking({ kind: 'html', text: htmlToPlainText(page), html: page, date: sent });
    expect(more).toEqual([]);
    const f = ride?.reservationFor as Record<string, Record<string, string> | string>;
    expect(ride?.reservationNumber).toBe('KQ7T2P');
    expect([f.flightNumber, f.departureTime, f.arrivalTime, f.departureTerminal]).toEqual([
      '6003',
      '2019-09-16T14:10:00',
      '2019-09-16T16:15:00',
      '1',
    ]);
    expect([f.departureAirport, f.arrivalAirport]).toEqual([
      { '@type': 'Airport', iataCode: 'LED', name: 'Санкт-Петербург, Пулково' },
      { '@type': 'Airport', iataCode: 'SKX', name: 'Саранск' },
    ]);
  });
});
