import { describe, expect, it } from 'vitest';
import { regiojet } from './regiojet.js';
import { loadCorpusCase } from './testing/cases.js';
import { expectExtraction, expectSample } from './testing/expect-case.js';

describe('regiojet', () => {
  it.each(['x-regiojet-regiojet-bus-cs-one-leg-single-txt', 'x-regiojet-regiojet-bus-cs-one-leg-return-txt'])(
    'reads the bus ticket %s',
    async (id) => {
      expectExtraction(regiojet, await loadCorpusCase(id));
    },
  );

  it('dates an arrival after midnight on the following day', async () => {
    const legs = regiojet.extract((await loadCorpusCase('x-regiojet-regiojet-bus-cs-one-leg-return-txt')).input);
    expect(legs[1]?.reservationFor).toMatchObject({ arrivalTime: '2012-08-12T00:30:00' });
  });

  it('reads the English e-ticket of a train journey with a change', () => {
    const text = [
      'Electronic ticket no. 5544332211',
      '',
      'Outbound journey',
      'Date          Stop/Transfer                   Arrival   Departure Platform  Connection          Coach/Seats',
      'Fr 3.5.24     Praha hl.n.                               8:03      5         RJ 1009             5, 23',
      '              Ostrava hl.n.                   11:05     11:20               RJ 1049             3, 41',
      '              Žilina                          12:53',
      '',
      'Price: 459 CZK',
    ].join('\n');
    const legs = regiojet.extract({ kind: 'text', text, from: 'info@regiojet.cz' });
    expect(legs.map((leg) => leg.reservationFor)).toMatchObject([
      {
        trainNumber: 'RJ 1009',
        departureStation: { name: 'Praha hl.n.' },
        arrivalStation: { name: 'Ostrava hl.n.' },
        departureTime: '2024-05-03T08:03:00',
        arrivalTime: '2024-05-03T11:05:00',
      },
      { trainNumber: 'RJ 1049', departureTime: '2024-05-03T11:20:00', arrivalTime: '2024-05-03T12:53:00' },
    ]);
    expect(legs[0]).toMatchObject({ reservationNumber: '5544332211', totalPrice: 459, priceCurrency: 'CZK' });
  });

  it('reads the HTML table of a Russian booking confirmation, coach and seat apart, the RJ train run by RegioJet', async () => {
    await expectSample(regiojet, 'regiojet-booking-confirmation-ru');
  });

  it('reads a table without a platform column, a train named by its line whose cell runs into the seats, two seats', () => {
    const text = [
      'Elektronická jízdenka č. 7788123456',
      'Cesta tam',
      'Datum         Zastávka/Přestup          Příjezd   Odjezd    Spoj                Vůz/sedadla',
      'Út 18.8.26    Ostrava, hl.n.                      17:36     Ostrava → Praha (RJ, RJ 1036) 2/15, 16',
      '              Praha, hl.n.              19:12',
      '',
      'Cena: 398 CZK',
    ].join('\n');
    const [leg, ...more] = regiojet.extract({ kind: 'text', text, from: 'info@regiojet.cz' });
    expect(more).toEqual([]);
    expect(leg).toMatchObject({
      '@type': 'TrainReservation',
      reservationNumber: '7788123456',
      reservationFor: {
        trainNumber: 'RJ 1036',
        trainName: 'Ostrava → Praha',
        departureStation: { name: 'Ostrava, hl.n.' },
        arrivalStation: { name: 'Praha, hl.n.' },
        departureTime: '2026-08-18T17:36:00',
        arrivalTime: '2026-08-18T19:12:00',
      },
      reservedTicket: { ticketedSeat: { seatSection: '2', seatNumber: '15, 16' } },
    });
  });

  it('reads the journey table of a page whose heading row is built of table cells, as a page of blocks gives it', () => {
    const html =
      '<table><tr><td>Date</td><td>Stop/Transfer</td><td>Arrival</td><td>Departure</td><td>Connection</td><td>Coach/Seats</td></tr>' +
      '<tr><td>We 11.09.19</td><td>Praha hl.n.</td><td></td><td>16:20</td><td>Praha → Wien (RJ, RJ 1037)</td><td>1/57</td></tr>' +
      '<tr><td></td><td>Wien Hbf</td><td>20:22</td><td></td><td></td><td></td></tr></table>';
    const legs = regiojet.extract({ kind: 'html', text: 'Reservation confirmation', html, from: 'info@regiojet.cz' });
    expect(legs.map((leg) => leg.reservationFor)).toMatchObject([
      { trainNumber: 'RJ 1037', departureTime: '2019-09-11T16:20:00', arrivalTime: '2019-09-11T20:22:00' },
    ]);
  });

  it('reads the coach once when each seat repeats it, and keeps seats in several coaches as printed', () => {
    const text = [
      'Elektronická jízdenka č. 9876543210',
      'Cesta tam',
      'Datum         Zastávka/Přestup          Příjezd   Odjezd    Spoj                Vůz/sedadla',
      'Pá 23.8.19    Praha, hl.n.                        7:02      Praha → Ostrava (RJ, RJ 1003) 5/33, 5/34',
      '              Ostrava, hl.n.            10:29',
      '',
      'Cesta zpět',
      'Datum         Zastávka/Přestup          Příjezd   Odjezd    Spoj                Vůz/sedadla',
      'Ne 25.8.19    Ostrava, hl.n.                      17:31     Ostrava → Praha (RJ, RJ 1036) 7/12, 8/14',
      '              Praha, hl.n.              20:58',
      '',
    ].join('\n');
    const [out, back] = regiojet.extract({ kind: 'text', text, from: 'info@regiojet.cz' });
    expect(out).toMatchObject({ reservedTicket: { ticketedSeat: { seatSection: '5', seatNumber: '33, 34' } } });
    expect(back?.reservedTicket).toEqual({
      '@type': 'Ticket',
      ticketedSeat: { '@type': 'Seat', seatNumber: '7/12, 8/14' },
    });
  });
});
