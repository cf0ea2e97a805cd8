import { describe, expect, it } from 'vitest';
import { htmlToPlainText } from '../../processors/html/html-to-plain-text.js';
import { readWhen } from './date-time.js';
import { designators, endLabelledRows, flightCards } from './flight-cards.js';
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

  it('reads cards whose ends give their clocks alone, the day and the designator under the arrival', () => {
    const text = [
      'Your booking is confirmed. Booking reference KX7P2L',
      '',
      'Outbound Helsinki - Amsterdam',
      '7:35 AM',
      'Helsinki (HEL)',
      'Terminal 2',
      '9:10 AM',
      'Amsterdam (AMS)',
      'Wed 16 Sep 2026 · AY1301 · Operated by Finnair · Economy Classic',
      '',
      'Inbound Amsterdam - Helsinki',
      '11:55 PM',
      'Amsterdam (AMS)',
      '3:20 AM',
      'Helsinki (HEL)',
      'Sun 20 Sep 2026 · AY1306 · Operated by Finnair · Economy Classic',
      '',
      'Passengers',
      '',
      'Ms Liisa Korhonen',
      'Ticket number 105-2411234567',
      'Total price',
      'EUR 312.46',
    ].join('\n');
    const flights = readLabelledBooking({ kind: 'text', text, date: sent });
    expect(
      flights.map((r) => {
        const f = r.reservationFor as Record<string, unknown>;
        return [f.flightNumber, f.departureTime, f.arrivalTime, (r.underName as Record<string, unknown>).name];
      }),
    ).toEqual([
      ['1301', '2026-09-16T07:35:00', '2026-09-16T09:10:00', 'Liisa Korhonen'],
      ['1306', '2026-09-20T23:55:00', '2026-09-21T03:20:00', 'Liisa Korhonen'],
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

  it('keeps the name a card prints beside each bracketed code, as the traveller reads it there', () => {
    const text = [
      'Booking reference: QW7RTZ',
      '',
      'Sun 12 Mar 2017',
      '07:00  Paris, Orly (ORY)',
      "08:25  Nice, Côte d'Azur (NCE)",
      'AF6200 · Economy',
      '',
      'LX1952   Sun, 19.03.2017',
      'Zurich (ZRH) 07:10 – Barcelona (BCN) 08:55',
    ].join('\n');
    const flights = readLabelledBooking({ kind: 'text', text, date: sent });
    expect(
      flights.map((r) => {
        const f = r.reservationFor as Record<string, Record<string, unknown>>;
        return [
          f.departureAirport?.iataCode,
          f.departureAirport?.name,
          f.arrivalAirport?.iataCode,
          f.arrivalAirport?.name,
        ];
      }),
    ).toEqual([
      ['ORY', 'Paris, Orly', 'NCE', "Nice, Côte d'Azur"],
      ['ZRH', 'Zurich', 'BCN', 'Barcelona'],
    ]);
  });

  it('takes the name after a designator, never the designator, and none that begins in lower case', () => {
    expect(
      flightCards(['Flight TK1980 Istanbul (IST) to London (LHR)', '21.02.2017 08:25 - 10:30'], read).filter(
        (f) => f.fact === 'depart' || f.fact === 'arrive',
      ),
    ).toEqual([
      expect.objectContaining({ fact: 'depart', value: 'Istanbul (IST) 08:25' }),
      expect.objectContaining({ fact: 'arrive', value: '(LHR) 10:30' }),
    ]);
    expect(
      flightCards(
        ['Flight TK1980 | Istanbul (IST) → London Heathrow (LHR)', '21.02.2017 | 08:25 - 10:30'],
        read,
      ).filter((f) => f.fact === 'depart' || f.fact === 'arrive'),
    ).toEqual([
      expect.objectContaining({ fact: 'depart', value: 'Istanbul (IST) 08:25' }),
      expect.objectContaining({ fact: 'arrive', value: 'London Heathrow (LHR) 10:30' }),
    ]);
  });
});

describe('timed routes over their airline', () => {
  const found = (text: string, kind: 'text' | 'html' = 'text') =>
    readLabelledBooking({ kind, text, date: sent }).map((r) => {
      const f = r.reservationFor as Record<string, Record<string, string> | string>;
      const airline = f.airline as Record<string, string>;
      return [r.reservationNumber, airline.iataCode, airline.name, f.flightNumber, f.departureTime, f.arrivalTime];
    });

  it('reads a route with a clock at each end over the airline and its designator, the day on the heading above', () => {
    expect(
      found(`Trip reference: 7712093341
Traveller: Ms Ines Duarte

Outward journey - Thursday 8 October 2026
Lisbon (LIS) 07:40 → Porto (OPO) 08:35
TAP Air Portugal TP 1940 · Airline booking code: QZ8K2M

Way back - Sunday 11 October 2026
Porto (OPO) 19:05 > Lisbon (LIS) 20:00
Flight TAP Air Portugal TP 1957`),
    ).toEqual([
      ['QZ8K2M', 'TP', 'TAP Air Portugal', '1940', '2026-10-08T07:40:00', '2026-10-08T08:35:00'],
      ['QZ8K2M', 'TP', 'TAP Air Portugal', '1957', '2026-10-11T19:05:00', '2026-10-11T20:00:00'],
    ]);
  });

  it('takes the day from a departure label above the route, and a designator that runs an ICAO code on', () => {
    expect(
      found(`Booking number: 448120
Traveler: Ruth Cole

Depart: Tuesday, October 13, 2026
London Gatwick (LGW) 6:10 AM - Geneva (GVA) 8:55 AM
Airline: easyJet EZY8411`),
    ).toEqual([['448120', 'U2', 'easyJet', '8411', '2026-10-13T06:10:00', '2026-10-13T08:55:00']]);
  });

  it('reads no flight from a timed route with no airline line under it', () => {
    expect(
      found(`Booking number: 448120
Traveler: Ruth Cole

Depart: Tuesday, October 13, 2026
London Gatwick (LGW) 6:10 AM - Geneva (GVA) 8:55 AM
Have a good trip`),
    ).toEqual([]);
  });

  it('reads a reference that a supplier qualifies, its label run on to it in a page', () => {
    expect(
      found(
        `Booking ID 7712093341
Passenger Ines Duarte
Outward flight · Thu, Oct 8, 2026
Lisbon (LIS) 7:40 AM → Porto (OPO) 8:35 AM
Flight TAP Air Portugal TP 1940
Airline confirmation QZ8K2M`,
        'html',
      ),
    ).toEqual([['QZ8K2M', 'TP', 'TAP Air Portugal', '1940', '2026-10-08T07:40:00', '2026-10-08T08:35:00']]);
  });
});

describe('routes of codes with a clock after each', () => {
  const found = (text: string, senderName?: string) =>
    readLabelledBooking({ kind: 'text', text, date: sent, ...(senderName ? { senderName } : {}) }).map((r) => {
      const f = r.reservationFor as Record<string, Record<string, string> | string>;
      const [from, to] = [f.departureAirport, f.arrivalAirport] as Record<string, string>[];
      return [
        r.reservationNumber,
        `${(f.airline as Record<string, string>).iataCode} ${f.flightNumber}`,
        `${from?.iataCode} ${from?.name} ${f.departureTerminal ?? '-'}`,
        `${to?.iataCode} ${to?.name} ${f.arrivalTerminal ?? '-'}`,
        f.departureTime,
        f.arrivalTime,
      ];
    });

  it('reads the designator and day above the route, and each end named on the line below', () => {
    expect(
      found(`Booking code: QX7P2M
AI 805 Fri, 16 Oct 2026
BOM 21:10 DEL 23:05
Mumbai, Terminal 2 Delhi, Terminal 3
Traveller Mr Arjun Rao`),
    ).toEqual([['QX7P2M', 'AI 805', 'BOM Mumbai 2', 'DEL Delhi 3', '2026-10-16T21:10:00', '2026-10-16T23:05:00']]);
  });

  it('reads rows under a FLIGHT DEPARTS ARRIVES header, the number alone that of the airline signing the mail', () => {
    expect(
      found(
        `Confirmation # PQ4RST
Monday, 03/23/2026 Travel time 2h 10m
FLIGHT DEPARTS ARRIVES
# 1442 DAL 09:40PM DEN 11:05PM
Dallas Denver`,
        'Southwest Airlines',
      ),
    ).toEqual([['PQ4RST', 'WN 1442', 'DAL Dallas -', 'DEN Denver -', '2026-03-23T21:40:00', '2026-03-23T23:05:00']]);
  });

  it('reads no flight from a route of codes without a flight or a day near it', () => {
    expect(found('Booking code: QX7P2M\nFares from\nBOM 21:10 DEL 23:05\nTraveller Mr Arjun Rao')).toEqual([]);
  });
});

describe('cards that open with the designator before the route, and give both terminals on a line', () => {
  it('takes the name after the designator and each end its terminal in order', () => {
    expect(
      flightCards(
        [
          'AZ 2031 Milan Linate (LIN) - Rome Fiumicino (FCO)',
          'Fri 16 Oct 2026 07:00 - 08:10',
          'Economy Terminal 1 - Terminal 3',
        ],
        read,
      ),
    ).toEqual([
      expect.objectContaining({ fact: 'flight', value: 'AZ 2031' }),
      expect.objectContaining({ fact: 'date', value: '2026-10-16' }),
      expect.objectContaining({ fact: 'depart', value: 'Milan Linate (LIN) 07:00 Terminal 1' }),
      expect.objectContaining({ fact: 'arrive', value: 'Rome Fiumicino (FCO) 08:10 Terminal 3' }),
    ]);
  });
});

/** A ticket in two languages that labels each end of a flight in its first column, four lines to a flight. */
const END_LABELLED = `Passagierdaten /Passenger data
Name /Name
Anna Keller
Reisepass /Passport                                  Buchungsnummer /Booking code
                                                     QZ4K7P
Flugdaten /Flight data
Ausgangspunkt/Zielort     Flug         Abflug       Ankunft      Status
Origin/Destination        Flight       Departure    Arrival      Status
 Von /From                LH1234       14-Mar       14-Mar       Bestätigt
 Hamburg (HAM)                         09:10        10:20        Confirmed
 Nach /To                                           Terminal 2
 Munich (MUC)
                          Durchgeführt von /Operated by
                          : Lufthansa CityLine
 Von /From                LH1241       18-Mar       19-Mar       Bestätigt
 Munich (MUC)                          23:40        00:45        Confirmed
 Nach /To
 Hamburg (HAM)`;

describe('endLabelledRows', () => {
  it('reads each flight of a table that labels its ends in the first column, with who operates it', () => {
    const { facts, lines } = endLabelledRows(END_LABELLED.split('\n'), read);
    expect(facts.map((f) => [f.fact, f.value, f.line])).toEqual([
      ['flight', 'LH1234 (operated by Lufthansa CityLine)', 8],
      ['date', '14-Mar', 8],
      ['depart', 'Hamburg (HAM) 09:10', 8],
      ['arrive', 'Munich (MUC) 10:20', 8],
      ['flight', 'LH1241', 14],
      ['date', '18-Mar', 14],
      ['depart', 'Munich (MUC) 23:40', 14],
      ['arrive', 'Hamburg (HAM) 00:45 +1', 14],
    ]);
    expect([...lines]).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17]);
  });

  it('reads no flight whose arrival has no label of its own', () => {
    const unlabelled = END_LABELLED.replace(
      ' Nach /To                                           Terminal 2',
      ' Terminal 2',
    );
    expect(endLabelledRows(unlabelled.split('\n'), read).facts.map((f) => f.value)).toEqual([
      'LH1241',
      '18-Mar',
      'Munich (MUC) 23:40',
      'Hamburg (HAM) 00:45 +1',
    ]);
  });

  it('reads the booking, its code under the second label of a heading row, the operator as the airline', () => {
    const flights = readLabelledBooking({ kind: 'text', text: END_LABELLED, date: sent });
    expect(
      flights.map((r) => {
        const f = r.reservationFor as Record<string, Record<string, unknown>>;
        return [r.reservationNumber, f.airline?.name, f.flightNumber, f.departureTime, f.arrivalTime];
      }),
    ).toEqual([
      ['QZ4K7P', 'Lufthansa CityLine', '1234', '2017-03-14T09:10:00', '2017-03-14T10:20:00'],
      ['QZ4K7P', undefined, '1241', '2017-03-18T23:40:00', '2017-03-19T00:45:00'],
    ]);
    expect(flights.map((r) => r.underName)).toEqual([
      { '@type': 'Person', name: 'Anna Keller' },
      { '@type': 'Person', name: 'Anna Keller' },
    ]);
  });
});

describe("a card of stacked lines: each end's day and clock over its airport, then the designator", () => {
  const card = `Zahlungsbestätigung

Buchungsnummer
*KQ7T2P *

*Reisende*

* Frau Jana Novak *

Miles & More

*Ihre Reise *

*16 Sep 2017, 21:10 *

Berlin Brandenburg (BER),
Terminal: 1

*17 Sep 2017, 06:15 *

Tel Aviv (TLV)
* LY 2032 *
Economy Light`;

  it('reads the flight across blank lines, with the terminal under the departure and the arrival a day later', () => {
    expect(flightCards(card.split('\n'), read)).toEqual([
      { fact: 'flight', label: '', value: 'LY 2032', line: 13 },
      { fact: 'date', label: '', value: '2017-09-16', line: 13 },
      { fact: 'depart', label: '', value: 'Berlin Brandenburg (BER) 21:10 Terminal 1', line: 13 },
      { fact: 'arrive', label: '', value: 'Tel Aviv (TLV) 06:15 +1', line: 13 },
    ]);
  });

  it('reads the booking with the traveller under a plural heading and the reference under its label', () => {
    const [ride, ...more] = readLabelledBooking({ kind: 'text', text: card, date: sent });
    expect(more).toEqual([]);
    const f = ride?.reservationFor as Record<string, Record<string, string> | string>;
    expect([ride?.reservationNumber, (ride?.underName as Record<string, string> | undefined)?.name]).toEqual([
      'KQ7T2P',
      'Jana Novak',
    ]);
    expect([f.departureTerminal, f.departureTime, f.arrivalTime]).toEqual([
      '1',
      '2017-09-16T21:10:00',
      '2017-09-17T06:15:00',
    ]);
  });

  it('reads no card without its designator alone on a line, or with an end of no known airport', () => {
    expect(flightCards(card.replace('* LY 2032 *', 'Flight LY 2032 operated by El Al').split('\n'), read)).toEqual([]);
    expect(flightCards(card.replace('Tel Aviv (TLV)', 'Stadtmitte').split('\n'), read)).toEqual([]);
  });

  it('reads no card whose arrival is days after its departure', () => {
    expect(flightCards(card.replace('17 Sep 2017', '19 Sep 2017').split('\n'), read)).toEqual([]);
  });
});

describe("a flight printed without its number: each end's airport, day and clock, then its airline", () => {
  const booking = `Booking number: 4418230

Passengers (1): Jana Novak

Lisbon (LIS) Fri, Sep. 22, 2017 21:30
Funchal (FNC) Fri, Sep. 22, 2017 23:15
Airline: Vueling

Important information:
Check in at the airport.`;

  it("reads the airline's flight with its airports and times, and no number", () => {
    const [ride, ...more] = readLabelledBooking({ kind: 'text', text: booking, date: sent });
    expect(more).toEqual([]);
    const f = ride?.reservationFor as Record<string, Record<string, string> | string | undefined>;
    expect(ride?.reservationNumber).toBe('4418230');
    expect(f.airline).toEqual({ '@type': 'Airline', iataCode: 'VY', name: 'Vueling' });
    expect(f.flightNumber).toBeUndefined();
    expect([(f.departureAirport as Record<string, string>).iataCode, f.departureTime, f.arrivalTime]).toEqual([
      'LIS',
      '2017-09-22T21:30:00',
      '2017-09-22T23:15:00',
    ]);
  });

  it('reads no flight whose airline is not known, nor whose line names something else than an airline', () => {
    expect(flightCards(booking.replace('Vueling', 'Sunshine Charters').split('\n'), read)).toEqual([]);
    expect(flightCards(booking.replace('Airline: Vueling', 'Operator: Vueling').split('\n'), read)).toEqual([]);
  });

  it('reads the number when the card prints a designator, as a card with one', () => {
    const numbered = booking.replace('Airline: Vueling', 'Airline: Vueling VY 1689');
    expect(flightCards(numbered.split('\n'), read).filter((f) => f.label === 'airline')).toEqual([]);
  });
});

/** A card's facts at its first line: the flight, its day, and each end's place and clock. */
function cardFacts(line: number, flight: string, date: string, depart: string, arrive: string) {
  return (['flight', 'date', 'depart', 'arrive'] as const).map((fact, k) => ({
    fact,
    label: '',
    value: [flight, date, depart, arrive][k],
    line,
  }));
}

describe("a flight card with its designator between its ends (an airline's e-ticket schedule)", () => {
  const schedule = [
    'Vlucht naar Amsterdam',
    '',
    'maandag 21 september 2026 - 17:10',
    'Londen, Heathrow Airport, LHR',
    '',
    'KL1012 | Uitgevoerd door',
    '',
    'Economy Class | Boekingsklasse: Q',
    'Selecteer uw stoel',
    '',
    'maandag 21 september 2026 - 19:30',
    'Amsterdam, Schiphol Airport, AMS',
    '',
    'Vlucht naar Trondheim',
  ];

  it('reads the departure, the designator under its airport, and the arrival a few lines on', () => {
    expect(flightCards(schedule, read)).toEqual(
      cardFacts(
        2,
        'KL 1012',
        '2026-09-21',
        'Londen, Heathrow Airport, LHR 17:10',
        'Amsterdam, Schiphol Airport, AMS 19:30',
      ),
    );
  });

  it('reads no card whose designator is not under the departure, or whose ends are one airport', () => {
    const moved = [...schedule];
    moved.splice(5, 1, 'Uitgevoerd door KLM');
    expect(flightCards(moved, read)).toEqual([]);
    expect(
      flightCards(
        schedule.map((l) => l.replace('Amsterdam, Schiphol Airport, AMS', 'Londen, Heathrow Airport, LHR')),
        read,
      ),
    ).toEqual([]);
  });
});

describe('a flight card led by its designator, each end its day and clock on lines of their own', () => {
  const itinerary = [
    'BA0444',
    'British Airways | Euro Traveller | Confirmed',
    '',
    '',
    '23 Jun 2016',
    '',
    '20:05',
    '',
    'Heathrow (London)',
    'Terminal 5',
    '',
    '23 Jun 2016',
    '',
    '22:20',
    '',
    'Amsterdam',
  ];

  it('reads the flight with the terminal under the departure', () => {
    expect(flightCards(itinerary, read)).toEqual(
      cardFacts(0, 'BA 0444', '2016-06-23', 'Heathrow (London) 20:05 Terminal 5', 'Amsterdam 22:20'),
    );
  });

  it('reads no card whose arrival has no day of its own, or whose place is no airport', () => {
    expect(
      flightCards(
        itinerary.filter((_, k) => k !== 11),
        read,
      ),
    ).toEqual([]);
    expect(
      flightCards(
        itinerary.map((l) => (l === 'Amsterdam' ? 'Stadtmitte' : l)),
        read,
      ),
    ).toEqual([]);
  });
});

describe('designators', () => {
  it("takes no clock's half of day before a number for an airline's code", () => {
    expect(designators('16 сен 2019, 2:10 PM 16 сен 2019, 4:15 PM S7 6003')).toEqual(['S7 6003']);
    expect(designators('Flight PM 16 leaves at 9:00')).toEqual(['PM 16']);
  });

  it("takes no aircraft's model for a flight's designator", () => {
    expect(designators('Emirates EK 432   Economy (U)   Airbus A380-800')).toEqual(['EK 432']);
    expect(designators('SU 0232 Airbus A330 19:10 SVO')).toEqual(['SU 0232']);
    expect(designators('LH 1130 · A321neo')).toEqual(['LH 1130']);
    expect(designators('Flight A3 380 to Athens')).toEqual(['A3 380']);
  });
});

describe("a flight's row led by its designator, with an arrow between its airports' codes", () => {
  const ROWS = [
    'Booking code:',
    '',
    'QWZTRM Check your booking online',
    '',
    'Moscow Delhi 21 September 2018, Friday, travel time: 5 h 50 min',
    '',
    'Flight Departure / Arrival Duration Carrier',
    '',
    'SU 0232 Airbus A330-200 19:10 SVO F → DEL 3 03:30 +1 5 h 50 min Aeroflot',
    '',
    'Delhi Moscow 7 October 2018, Sunday, travel time: 6 h 25 min',
    '',
    'Flight Departure / Arrival Duration Carrier',
    '',
    'SU 0233 Airbus A330-200 05:00 DEL 3 → SVO D 08:55 6 h 25 min Aeroflot',
  ].join('\n');

  it("reads each flight's day from the heading over it, its clocks, terminals and the next day's arrival", () => {
    const found = readLabelledBooking({ kind: 'text', text: ROWS, date: new Date('2018-09-01T10:00:00Z') });
    expect(
      found.map((r) => {
        const f = r.reservationFor as Record<string, unknown>;
        return [f.flightNumber, f.departureTime, f.arrivalTime, f.departureTerminal, f.arrivalTerminal];
      }),
    ).toEqual([
      ['232', '2018-09-21T19:10:00', '2018-09-22T03:30:00', 'F', '3'],
      ['233', '2018-10-07T05:00:00', '2018-10-07T08:55:00', '3', 'D'],
    ]);
    expect(found.every((r) => r.reservationNumber === 'QWZTRM')).toBe(true);
  });

  it('reads no row whose heading gives no day', () => {
    const text = ROWS.replace(/ \d{1,2} (?:September|October) 2018,/g, ',');
    expect(readLabelledBooking({ kind: 'text', text, date: new Date('2018-09-01T10:00:00Z') })).toEqual([]);
  });
});

describe("a card that prints its clocks' row above its airports' row", () => {
  it("reads the day and designator of the card's head above the two rows", () => {
    const html = `<p>Confirmation code: <b>KT4R9Z</b></p><p><b>Mon, Mar 8, 2027</b></p>
<p>American Airlines Flight AA 1482</p><table><tr><td>7:05 AM</td><td>10:40 AM</td></tr>
<tr><td>Boston (BOS)</td><td>Chicago (ORD)</td></tr></table><p>Traveler: Daniel Reyes</p>`;
    const flights = readLabelledBooking({ kind: 'html', text: htmlToPlainText(html), html, date: sent });
    expect(
      flights.map((r) => {
        const f = r.reservationFor as Record<string, Record<string, string> | string>;
        const [from, to] = [f.departureAirport, f.arrivalAirport] as Record<string, string>[];
        return [r.reservationNumber, f.flightNumber, from?.iataCode, f.departureTime, to?.iataCode, f.arrivalTime];
      }),
    ).toEqual([['KT4R9Z', '1482', 'BOS', '2027-03-08T07:05:00', 'ORD', '2027-03-08T10:40:00']]);
  });

  it('reads each cell of a clock over its airport, the arrow between them', () => {
    const html = `<div>Confirmation code</div><div><b>MXR4TB</b></div><div><b>Tue, Aug 17, 2027</b></div>
<div>United Airlines · Flight UA 1123</div><table><tr><td><div>6:05 AM</div><div>Denver, CO (DEN)</div></td>
<td>→</td><td><div>9:12 AM</div><div>Austin, TX (AUS)</div></td></tr></table>`;
    const [flight] = readLabelledBooking({ kind: 'html', text: htmlToPlainText(html), html, date: sent });
    const f = flight?.reservationFor as Record<string, string>;
    expect([f.flightNumber, f.departureTime, f.arrivalTime]).toEqual([
      '1123',
      '2027-08-17T06:05:00',
      '2027-08-17T09:12:00',
    ]);
  });

  it('reads no card when the head above names no day', () => {
    const html = `<p>American Airlines Flight AA 1482</p><table><tr><td>7:05 AM</td><td>10:40 AM</td></tr>
<tr><td>Boston (BOS)</td><td>Chicago (ORD)</td></tr></table>`;
    expect(flightCards(htmlToPlainText(html).split('\n'), read)).toEqual([]);
  });
});

describe("a card naming its flight over its day, then each end's clock alone over its airport", () => {
  const CARD = [
    'Vol AF 7300 Air France',
    'Vendredi 3 mars 2017',
    '09:05',
    'Paris Orly (ORY) - Terminal 1',
    '',
    '10:30',
    "Nice Côte d'Azur (NCE) - Terminal 2",
    'Classe : Économie',
  ];

  it('reads the flight, its day and both ends with their terminals', () => {
    expect(flightCards(CARD, read).map((f) => [f.fact, f.value])).toEqual([
      ['flight', 'AF 7300'],
      ['date', '2017-03-03'],
      ['depart', 'Paris Orly (ORY) 09:05 Terminal 1'],
      ['arrive', "Nice Côte d'Azur (NCE) 10:30 Terminal 2"],
    ]);
  });

  it('reads no card without its day, or whose ends are one airport', () => {
    expect(flightCards([CARD[0] ?? '', ...CARD.slice(2)], read)).toEqual([]);
    expect(flightCards([...CARD.slice(0, 6), 'Paris Orly (ORY)'], read)).toEqual([]);
  });
});

describe("a flight's two rows, designator and departure over the indented arrival, under a heading of its day", () => {
  it("reads the flight with the heading's day", () => {
    const rows = [
      'Hinflug · Freitag, 03. März 2017',
      'LH 2064   07:00  München (MUC)',
      '          08:10  Hamburg (HAM)',
    ];
    expect(flightCards(rows, read).map((f) => [f.fact, f.value])).toEqual([
      ['flight', 'LH 2064'],
      ['date', '2017-03-03'],
      ['depart', 'München (MUC) 07:00'],
      ['arrive', 'Hamburg (HAM) 08:10'],
    ]);
  });

  it('reads no flight without a day above it', () => {
    expect(flightCards(['Hinflug', 'LH 2064   07:00  München (MUC)', '          08:10  Hamburg (HAM)'], read)).toEqual(
      [],
    );
  });
});
