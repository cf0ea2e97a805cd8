import { describe, expect, it } from 'vitest';
import { readLabelledBooking } from './read-labelled-booking.js';
import { isSegmentLine, readSegmentLine } from './segment-lines.js';
import { flightRows } from './test-support/flight-rows.js';

const sent = new Date('2026-02-20T10:00:00Z');

function flights(text: string): string[][] {
  return flightRows(text, sent);
}

describe('reservation systems segment lines', () => {
  it('reads each segment line and each passenger of the name field, the day after the clock for an earlier arrival', () => {
    expect(
      flights(`Your itinerary as booked
 1.1BRANDT/OLGA MRS  2.1BRANDT/PAUL MR
 1. AF 1234 Y  10MAR CDGLHR HK2  0700   0720  O           TU
 2. AF 1681 Y  14MAR LHRCDG HK2  2140   0005  O           SA
`),
    ).toEqual([
      ['undefined', 'OLGA BRANDT', 'AF 1234', 'CDG-LHR', '2026-03-10T07:00:00', '2026-03-10T07:20:00'],
      ['undefined', 'PAUL BRANDT', 'AF 1234', 'CDG-LHR', '2026-03-10T07:00:00', '2026-03-10T07:20:00'],
      ['undefined', 'OLGA BRANDT', 'AF 1681', 'LHR-CDG', '2026-03-14T21:40:00', '2026-03-15T00:05:00'],
      ['undefined', 'PAUL BRANDT', 'AF 1681', 'LHR-CDG', '2026-03-14T21:40:00', '2026-03-15T00:05:00'],
    ]);
  });

  it("lands a flight on the segment's day where Apollo prints one weekday, its clock earlier over the date line", () => {
    expect(
      flights(` 3 NH6450Z 14OCT NRTIAH SS1   435P  235P *         WE   E
 4 UA1675Z 14OCT IAHFLL SS1   505P  835P *         WE   E
`).map((row) => row.slice(2)),
    ).toEqual([
      ['NH 6450', 'NRT-IAH', '2026-10-14T16:35:00', '2026-10-14T14:35:00'],
      ['UA 1675', 'IAH-FLL', '2026-10-14T17:05:00', '2026-10-14T20:35:00'],
    ]);
  });

  it("names each flight of a display with no locator of its own by its airline's, on its line or the next", () => {
    expect(
      flights(` 1 KQ1566H 28JUL Q NBOAMS HK1  1159P  715A  29JUL F
                                               /DCKQ*K7Q2MW /E
 2 AC5949K 29JUL F AMSORD HK1  1105A  105P /DCAC*BTQZPE /E
`).map((row) => row.slice(0, 3)),
    ).toEqual([
      ['K7Q2MW', 'undefined', 'KQ 1566'],
      ['BTQZPE', 'undefined', 'AC 5949'],
    ]);
  });

  it('reads each passenger of a name field whose entries stand a space apart, and a given name with a dot', () => {
    expect(
      flights(`Record locator: QZ7RLM
 1.1BRANDT/OLGA MRS 2.1BRANDT/J.PAUL MR
 1. AF 1234 Y  10MAR CDGLHR HK2  0700   0720  O           TU
`),
    ).toEqual([
      ['QZ7RLM', 'OLGA BRANDT', 'AF 1234', 'CDG-LHR', '2026-03-10T07:00:00', '2026-03-10T07:20:00'],
      ['QZ7RLM', 'J.PAUL BRANDT', 'AF 1234', 'CDG-LHR', '2026-03-10T07:00:00', '2026-03-10T07:20:00'],
    ]);
  });

  it.each([
    {
      shape: 'a weekday digit, a class run on to the number, clocks with AM and PM',
      text: `Record locator: KX4TQM
  1.SOTO/ANA MS
  1  IB 3166 Y 12APR 7 MADCDG HK1  0715 0930  12APR
  2 IB3167Q 19APR 7 CDGMAD HK1  1055A  115P`,
      read: [
        ['KX4TQM', 'ANA SOTO', 'IB 3166', 'MAD-CDG', '2026-04-12T07:15:00', '2026-04-12T09:30:00'],
        ['KX4TQM', 'ANA SOTO', 'IB 3167', 'CDG-MAD', '2026-04-19T10:55:00', '2026-04-19T13:15:00'],
      ],
    },
    {
      shape: 'the status after a star and an arrival a day later after a hash',
      text: `Record locator: PLQ4ZD
 1.1HALE/NORA MS
 1 UA 901Y 14MAR 6 SFOFRA*HK1   410P 1200N#1 /DCUA /E`,
      read: [['PLQ4ZD', 'NORA HALE', 'UA 901', 'SFO-FRA', '2026-03-14T16:10:00', '2026-03-15T12:00:00']],
    },
    {
      shape: 'a day mark apart from the arrival clock, the locator first on the heading line',
      text: `K7QW2P/AB QSBIV VTL9AB  AG 99999992 12FEB
  1.1NOVAK/PETRA
 1. KL  642 M  02MAR JFKAMS HK1   530P # 715A O*         MO  1
 2. KL 1351 M  03MAR AMSPRG HK1   955A  1120A O*         TU  1`,
      read: [
        ['K7QW2P', 'PETRA NOVAK', 'KL 642', 'JFK-AMS', '2026-03-02T17:30:00', '2026-03-03T07:15:00'],
        ['K7QW2P', 'PETRA NOVAK', 'KL 1351', 'AMS-PRG', '2026-03-03T09:55:00', '2026-03-03T11:20:00'],
      ],
    },
    {
      shape: 'names with a bracketed type and birth day, two clocks run together, the locator last on the RP line',
      text: `RP/MUCL12100/MUCL12100            ZM/SU   4FEB26/0839Z   R2TX4L
  1.WEBER/LENA MRS(ADT/03OCT87)
  4  LH 436 S 10JUL 2 MUCORD HK1   900A1210P 10JUL  E  LH/R2TX4L`,
      read: [['R2TX4L', 'LENA WEBER', 'LH 436', 'MUC-ORD', '2026-07-10T09:00:00', '2026-07-10T12:10:00']],
    },
    {
      shape: "Apollo's arrival marks after the clock (`|` or `+` the next day, a count before its star)",
      text: `ZQ4W7T/BG QSBSB DYB/BG  AG 23854526 29JUN
 1.1MBARGA/THOMAS ERIC
 1 UA 999K 23JUL EWRBRU HK1   620P  745A|*      SA/SU   E
 2 DL 167Y 25JUL SEANRT HK1  1254P  340P+*      SU/MO   E  1
 3 CZ 328T 28JUL LAXCAN HK1  1150P  540A2*      TH/SA   E`,
      read: [
        ['ZQ4W7T', 'THOMAS ERIC MBARGA', 'UA 999', 'EWR-BRU', '2026-07-23T18:20:00', '2026-07-24T07:45:00'],
        ['ZQ4W7T', 'THOMAS ERIC MBARGA', 'DL 167', 'SEA-NRT', '2026-07-25T12:54:00', '2026-07-26T15:40:00'],
        ['ZQ4W7T', 'THOMAS ERIC MBARGA', 'CZ 328', 'LAX-CAN', '2026-07-28T23:50:00', '2026-07-30T05:40:00'],
      ],
    },
    {
      shape: "Sabre's weekday letter, and a segment printed without its booking class",
      text: `Record locator: QZ7RLM
 1.1SOTO/ANA MS
 1 LH 400Y 20MAR F FRAJFK*HK1  1000  1245  /DCLH*QZ7RLM /E
 2 LH 401 27MAR F JFKFRA*HK1  1700  0630+1`,
      read: [
        ['QZ7RLM', 'ANA SOTO', 'LH 400', 'FRA-JFK', '2026-03-20T10:00:00', '2026-03-20T12:45:00'],
        ['QZ7RLM', 'ANA SOTO', 'LH 401', 'JFK-FRA', '2026-03-27T17:00:00', '2026-03-28T06:30:00'],
      ],
    },
  ])('reads segments with $shape, under a labelled record', ({ text, read }) => {
    expect(flights(text)).toEqual(read);
  });

  it('takes no segment that holds no seats, nor one between unknown airports', () => {
    expect(isSegmentLine(' 1. AF 1234 Y  10MAR CDGLHR HL2  0700   0720')).toBe(false);
    expect(isSegmentLine(' 1. AF 1234 Y  10MAR QQQXXQ HK2  0700   0720')).toBe(false);
    expect(isSegmentLine(' 1. AF 1234 Y  10MAR CDGLHR HK2  0700   0720')).toBe(true);
    expect(isSegmentLine(' 2 UA 901Y 14MAR 6 SFOFRA*HK1   410P 1200N#1 /DCUA /E')).toBe(true);
  });

  it("reads eTerm's display: the weekday before the day, a sub-class digit, the locator after the names", () => {
    expect(
      flights(`  **ELECTRONIC TICKET PNR**
 1.LIN/MEI 2.ZHOU/JIAN KQ3T8M
 3.  CA988  K1  FR13MAR  LAXPEK RR2   0010 0540+1    E TBT3
 4.  CA1501 Y   SA14MAR  PEKSHA RR2   0900 1110      E T3T2
 5.BJS/T BJS/T 010-00000000/EXAMPLE TRAVEL SERVICE
 6.SSR TKNE CA HK1 LAXPEK 988 K13MAR 9990000000001/1/P1`),
    ).toEqual([
      ['KQ3T8M', 'MEI LIN', 'CA 988', 'LAX-PEK', '2026-03-13T00:10:00', '2026-03-14T05:40:00'],
      ['KQ3T8M', 'JIAN ZHOU', 'CA 988', 'LAX-PEK', '2026-03-13T00:10:00', '2026-03-14T05:40:00'],
      ['KQ3T8M', 'MEI LIN', 'CA 1501', 'PEK-SHA', '2026-03-14T09:00:00', '2026-03-14T11:10:00'],
      ['KQ3T8M', 'JIAN ZHOU', 'CA 1501', 'PEK-SHA', '2026-03-14T09:00:00', '2026-03-14T11:10:00'],
    ]);
  });

  it("reads the year eTerm runs on to a segment's day and airports", () => {
    expect(
      flights(` 1.HO/KAREN BT6W2N
 2.  CX885  S2  WE10MAR27LAXHKG HK1   2355 0545+2        E  B 1`),
    ).toEqual([['BT6W2N', 'KAREN HO', 'CX 885', 'LAX-HKG', '2027-03-10T23:55:00', '2027-03-12T05:45:00']]);
  });

  it("reads a child's Chinese name in eTerm's name field without its passenger type", () => {
    expect(
      flights(` 1.王小明CHD HM4PZR
 2.  MU5101 Y   WE11MAR  SHAPEK RR1   0800 1010          E`),
    ).toEqual([['HM4PZR', '王小明', 'MU 5101', 'SHA-PEK', '2026-03-11T08:00:00', '2026-03-11T10:10:00']]);
  });

  it('reads a segment to or from an airport newer than the airport data by its code, the other end known', () => {
    expect(isSegmentLine(' 1. AF 1234 Y  10MAR QQQLHR HK2  0700   0720')).toBe(true);
    expect(
      flights(` 1.王小明CHD HM4PZR
 2.  MU5101 Y   WE11MAR  QQQPEK RR1   0800 1010          E`),
    ).toEqual([['HM4PZR', '王小明', 'MU 5101', 'QQQ-PEK', '2026-03-11T08:00:00', '2026-03-11T10:10:00']]);
  });

  it('takes no code in brackets for an airport where no segment line names it', () => {
    expect(
      flights(`Booking reference: HM4PZR
Passenger: Mei Lin
Flight: MU 5101
Departure: 11 March 2026 08:00 (QQQ)
Arrival: 11 March 2026 10:10 Beijing (PEK)`),
    ).toEqual([]);
  });

  it("takes no given name for a locator in another system's name field", () => {
    expect(
      flights(`Record locator: PLQ4ZD
 1.1HALE/NORA JANET
 1 UA 901Y 14MAR 6 SFOFRA*HK1   410P 1200N#1 /DCUA /E`),
    ).toEqual([['PLQ4ZD', 'NORA JANET HALE', 'UA 901', 'SFO-FRA', '2026-03-14T16:10:00', '2026-03-15T12:00:00']]);
  });

  it("reads each given name of a family's group in the name field, a seat booked under EXST for nobody", () => {
    expect(
      flights(`QK7CXA/MI QSBSB DYBMI   AG 05578602 29NOV
 1.2DELACRUZ/ANTON/EXST  2.1MORALES/PEDRO JOSE
 2 BR 261Q 12MAR TPEMNL HK3   830P 1050P *         TH   E  1`),
    ).toEqual([
      ['QK7CXA', 'ANTON DELACRUZ', 'BR 261', 'TPE-MNL', '2026-03-12T20:30:00', '2026-03-12T22:50:00'],
      ['QK7CXA', 'PEDRO JOSE MORALES', 'BR 261', 'TPE-MNL', '2026-03-12T20:30:00', '2026-03-12T22:50:00'],
    ]);
  });

  it("keeps a display's held flights confirmed whatever its remarks warn of", () => {
    const [flight] = readLabelledBooking({
      kind: 'text',
      text: `PS5KH4/LD QSBSB DYBLD   AG 05578602 13AUG
 1.1SANTOS/MARIA
 2 DL1406X 20AUG LAXDTW HK1  1045P  613A|*      SA/SU   E
GFAX-SSROTHS1V NN1. OR ITIN WILL BE CANCELED BY DL`,
      date: sent,
    });
    expect(flight?.reservationStatus).toBe('http://schema.org/ReservationConfirmed');
  });

  it("reads Apollo's single weekday after its star as an arrival on the segment's day, however early its clock", () => {
    const at = (line: string) => readSegmentLine(line)?.daysLater;
    expect(at(' 3 NH6450Z 14OCT NRTIAH SS1   435P  235P *         WE   E')).toBe(0);
    expect(at(' 7 CZ 327Z 04MAY CANLAX HK1   930P  740P *         WE   E')).toBe(0);
    // Two weekdays go with a mark of the later day; Sabre's line prints no star and weekday after the arrival.
    expect(at(' 2 NH 101Z 15SEP IADHND SS1  1215P  320P+*      TU/WE   E')).toBe(1);
    expect(at(' 2 NH 106Y 10APR W HNDLAX*HK1  1000P  400P /DCNH*7XK4QD /E')).toBeUndefined();
    expect(at(' 1. DL   38 Y  20JAN HKGSEA HS3  1145   0811  O           SA')).toBeUndefined();
  });
});
