import { describe, expect, it } from 'vitest';
import { loadCorpusCase } from './testing/cases.js';
import { expectExtraction, whoFliesWhich } from './testing/expect-case.js';
import { travelportGalileo } from './travelport-galileo.js';

describe('travelport-galileo', () => {
  it('reads one reservation per passenger and segment', async () => {
    expectExtraction(travelportGalileo, await loadCorpusCase('x-travelport-galileo-single-leg-three-passengers-txt'));
  });

  it('marks a segment with a cancelled status code and honours an explicit day shift', () => {
    const text = '1.1DOE/JANE MRS\n 1. LH  400 C  10MAR FRAJFK HX1  1320   1555+1\n';
    const [flight] = travelportGalileo.extract({ kind: 'text', text, date: new Date('2025-02-01T00:00:00Z') });
    expect(flight?.reservationStatus).toBe('http://schema.org/ReservationCancelled');
    expect(flight?.underName).toMatchObject({ name: 'JANE DOE' });
    expect(flight?.reservationFor).toMatchObject({ flightNumber: '400', arrivalTime: '2025-03-11T15:55:00' });
  });

  it('reads an Amadeus record: names without a party number, day of the week, arrival day, locator on the RP line', () => {
    const text = [
      'RP/PARAF2100/PARAF2100            AA/SU  20DEC24/1245Z   Q4ZT7M',
      '  1.MARTIN/CLAIRE MRS   2.MARTIN/PAUL MR',
      '  3  AF 006 J 14JAN 2 CDGJFK HK2  1030 1300  14JAN  E  AF/Q4ZT7M',
      '  4  AF 011 J 21JAN 2 JFKCDG HK2  1930 0855  22JAN  E  AF/Q4ZT7M',
    ].join('\n');
    const flights = travelportGalileo.extract({ kind: 'text', text, date: new Date('2024-12-20T00:00:00Z') });
    expect(whoFliesWhich(flights)).toEqual([
      ['Q4ZT7M', 'CLAIRE MARTIN', '6'],
      ['Q4ZT7M', 'PAUL MARTIN', '6'],
      ['Q4ZT7M', 'CLAIRE MARTIN', '11'],
      ['Q4ZT7M', 'PAUL MARTIN', '11'],
    ]);
    expect(flights[2]?.reservationFor).toMatchObject({
      departureAirport: { iataCode: 'JFK' },
      departureTime: '2025-01-21T19:30:00',
      arrivalTime: '2025-01-22T08:55:00',
    });
  });

  it('reads Apollo and Sabre segments whose times carry A or P and whose class sticks to the number', () => {
    const text = [
      ' 1.1LEE/ANNA MS',
      ' 1 UA 837Y 03APR SFONRT HK1  1125A  225P+1',
      ' 2 NH 106Y 10APR W HNDLAX*HK1  1000P  400P /DCNH*7XK4QD /E',
    ].join('\n');
    const flights = travelportGalileo.extract({ kind: 'text', text, date: new Date('2025-03-01T00:00:00Z') });
    expect(flights.map((f) => f.reservationFor)).toMatchObject([
      { flightNumber: '837', departureTime: '2025-04-03T11:25:00', arrivalTime: '2025-04-04T14:25:00' },
      { flightNumber: '106', departureTime: '2025-04-10T22:00:00', arrivalTime: '2025-04-11T16:00:00' },
    ]);
  });

  it('moves an arrival by the day its own mark gives: # the next day, * the day after, - the day before', () => {
    const text = [
      ' 1.1LEE/ANNA MS',
      ' 1 UA 901Q 14JUN SFOFRA HK1  1545  #1120  O*         E WE',
      ' 2 QF   1 Y 20JUN SYDLHR HK1  1600  *0525  O          E SA',
      ' 3 JL 782 Y 26JUN NRTHNL HK1  0100  -1330  O          E TH',
    ].join('\n');
    const flights = travelportGalileo.extract({ kind: 'text', text, date: new Date('2025-03-01T00:00:00Z') });
    expect(flights.map((f) => f.reservationFor)).toMatchObject([
      { flightNumber: '901', departureTime: '2025-06-14T15:45:00', arrivalTime: '2025-06-15T11:20:00' },
      { flightNumber: '1', departureTime: '2025-06-20T16:00:00', arrivalTime: '2025-06-22T05:25:00' },
      { flightNumber: '782', departureTime: '2025-06-26T01:00:00', arrivalTime: '2025-06-25T13:30:00' },
    ]);
  });

  it('reads a Galileo display: the locator heading the record, a day mark printed apart from the arrival time', () => {
    const text = [
      'K7QW2P/AB QSBIV VTL9AB  AG 99999992 12MAY',
      '  1.1NOVAK/PETRA',
      ' 1. KL  642 M  02JUN JFKAMS HK1   530P # 715A O*         MO  1',
      ' 2. KL 1351 M  03JUN AMSPRG HK1   955A  1120A O*         TU  1',
      ' 3. KL 1358 M  12JUN PRGAMS HK1   615A - 555P O*         TH',
    ].join('\n');
    const flights = travelportGalileo.extract({ kind: 'text', text, date: new Date('2025-05-12T00:00:00Z') });
    expect(whoFliesWhich(flights)).toEqual([
      ['K7QW2P', 'PETRA NOVAK', '642'],
      ['K7QW2P', 'PETRA NOVAK', '1351'],
      ['K7QW2P', 'PETRA NOVAK', '1358'],
    ]);
    expect(flights.map((f) => f.reservationFor)).toMatchObject([
      { departureTime: '2025-06-02T17:30:00', arrivalTime: '2025-06-03T07:15:00' },
      { departureTime: '2025-06-03T09:55:00', arrivalTime: '2025-06-03T11:20:00' },
      { departureTime: '2025-06-12T06:15:00', arrivalTime: '2025-06-11T17:55:00' },
    ]);
  });

  it('reads Amadeus names with a title and a bracketed passenger type, and two times run together', () => {
    const text = [
      'RP/MUCL12100/MUCL12100            ZM/SU   4FEB25/0839Z   R2TX4L',
      '  1.WEBER/JONASMAXIMILIAN MR(ADT/14MAR85)',
      '  2.WEBER/LENA MRS(ADT/03OCT87)   3.WEBER/MIA(CHD/02JUN16)',
      '  4  LH 436 S 10JUL 2 MUCORD HK3   900A1210P 10JUL  E  LH/R2TX4L',
      '  5  ARNK',
    ].join('\n');
    const flights = travelportGalileo.extract({ kind: 'text', text, date: new Date('2025-02-04T00:00:00Z') });
    expect(whoFliesWhich(flights)).toEqual([
      ['R2TX4L', 'JONASMAXIMILIAN WEBER', '436'],
      ['R2TX4L', 'LENA WEBER', '436'],
      ['R2TX4L', 'MIA WEBER', '436'],
    ]);
    expect(flights[0]?.reservationFor).toMatchObject({
      departureTime: '2025-07-10T09:00:00',
      arrivalTime: '2025-07-10T12:10:00',
    });
  });

  it("reads Apollo's next-day mark without a number and a day count stuck to the arrival time", () => {
    const text = [
      ' 1.1LEE/ANNA MS',
      ' 1 SQ  21Z 10SEP EWRSIN SS1  1025A  510P+*      TH/FR   E  1',
      ' 2 CZ 328T 21APR LAXCAN HK1  1150P  540A2*      TH/SA   E',
    ].join('\n');
    const flights = travelportGalileo.extract({ kind: 'text', text, date: new Date('2025-03-01T00:00:00Z') });
    expect(flights.map((f) => f.reservationFor)).toMatchObject([
      { flightNumber: '21', departureTime: '2025-09-10T10:25:00', arrivalTime: '2025-09-11T17:10:00' },
      { flightNumber: '328', departureTime: '2025-04-21T23:50:00', arrivalTime: '2025-04-23T05:40:00' },
    ]);
  });

  it("takes the year from Amadeus's RP line when the record comes without a date", () => {
    const text = [
      'RP/SFO1S2195/SFO1S2195            NI/GS  18AUG16/1833Z   2RFU8B',
      '  1.OKAFOR/CHIDI',
      '  2  W3 107 L 28AUG 7 LOSJFK HK1  1130P 550A 29AUG  E  W3/CXPNQ6',
    ].join('\n');
    const [flight] = travelportGalileo.extract({ kind: 'text', text });
    expect(flight?.reservationFor).toMatchObject({
      departureTime: '2016-08-28T23:30:00',
      arrivalTime: '2016-08-29T05:50:00',
    });
  });

  it('takes passengers from the name field only, each of a family group, not from a fare line', () => {
    const text = [
      'QK7CXA/MI QSBSB DYBMI   AG 05578602 29NOV',
      ' 1.2DELACRUZ/ANTON/EXST  2.1MORALES/PEDRO JOSE',
      ' 2 BR 261Q 12JAN TPEMNL HK3   830P 1050P *         TH   E  1',
      ' FQ-USD 515.00/USD 35.60US/USD 97.66XT/USD 648.26 - 30NOV QLX3G29',
    ].join('\n');
    const flights = travelportGalileo.extract({ kind: 'text', text, date: new Date('2016-11-29T00:00:00Z') });
    expect(whoFliesWhich(flights)).toEqual([
      ['QK7CXA', 'ANTON DELACRUZ', '261'],
      ['QK7CXA', 'PEDRO JOSE MORALES', '261'],
    ]);
  });

  it("reads Apollo's | as the next day, and a schedule change's old time (WK) as the flight its new one (TK) books", () => {
    const text = [
      'WC7BRA/JB DTWOU UD3/JB  AG 23860281 12AUG',
      ' 1.1HOLLOWAY/JUNE ANN',
      ' 1 UA 999K 23SEP EWRBRU HK1   620P  745A|*      WE/TH   E',
      ' 2 CZ6885Y 04MAY KHGCAN WK1  1155A  735P *         WE   E',
      ' 3 CZ6885Y 04MAY KHGCAN TK1  1145A  735P *         WE   E',
      ' 4 CZ6896Y 24APR XIYDNH UN1   110P  340P *         SU   E',
    ].join('\n');
    const flights = travelportGalileo.extract({ kind: 'text', text, date: new Date('2015-08-12T00:00:00Z') });
    expect(
      flights.map((f) => {
        const r = f.reservationFor as Record<string, string>;
        return [r.flightNumber, r.departureTime, r.arrivalTime, String(f.reservationStatus).split('/').pop()];
      }),
    ).toEqual([
      ['999', '2015-09-23T18:20:00', '2015-09-24T07:45:00', 'ReservationConfirmed'],
      ['6885', '2016-05-04T11:45:00', '2016-05-04T19:35:00', 'ReservationConfirmed'],
      ['6896', '2016-04-24T13:10:00', '2016-04-24T15:40:00', 'ReservationCancelled'],
    ]);
  });

  it("keeps an arrival on the segment's day where Apollo's single weekday says so, however early its clock", () => {
    const text = [
      ' 3 NH6450Z 14OCT NRTIAH SS1   435P  235P *         WE   E',
      '         OPERATED BY UNITED AIRLINES INC',
      ' 4 UA1675Z 14OCT IAHFLL SS1   505P  835P *         WE   E',
    ].join('\n');
    const flights = travelportGalileo.extract({ kind: 'text', text, date: new Date('2020-08-05T00:00:00Z') });
    expect(flights.map((f) => f.reservationFor)).toMatchObject([
      { flightNumber: '6450', departureTime: '2020-10-14T16:35:00', arrivalTime: '2020-10-14T14:35:00' },
      { flightNumber: '1675', departureTime: '2020-10-14T17:05:00', arrivalTime: '2020-10-14T20:35:00' },
    ]);
  });

  it("gives each flight its airline's locator where the display has none of its own, on its line or the next", () => {
    const text = [
      ' 1 KQ1566H 28JUL Q NBOAMS HK1  1159P  715A  29JUL F',
      '                                               /DCKQ*K7Q2MW /E',
      'OPERATED BY KLM ROYAL DUTCH AIRLINES',
      ' 2 AC5949K 29JUL F AMSORD HK1  1105A  105P /DCAC*BTQZPE /E',
      ' 3 VS  26D 15SEP T JFKLHR SS1   815A  810P /DCVS /E',
    ].join('\n');
    const flights = travelportGalileo.extract({ kind: 'text', text, date: new Date('2022-07-20T00:00:00Z') });
    expect(flights.map((f) => f.reservationNumber)).toEqual(['K7Q2MW', 'BTQZPE', undefined]);
    // The display's own locator, where it heads the record, is every flight's.
    const headed = travelportGalileo.extract({
      kind: 'text',
      text: `RECORD LOCATOR: QZ7RLM\n${text}`,
      date: new Date('2022-07-20T00:00:00Z'),
    });
    expect(headed.map((f) => f.reservationNumber)).toEqual(['QZ7RLM', 'QZ7RLM', 'QZ7RLM']);
  });
});
